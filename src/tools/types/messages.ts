import type { InputFormatId, OptionalStyle, TypeOptions } from '@workers/types/meta';
import type { TypesSummary } from '@workers/types/api';
import { messageScope, useIntlFormat, useScope, type Translate } from '../../lib/i18n';
import type en from './messages/en.json';

/**
 * Every text the types pages show on screen, one file per language (the page texts are in content/; the engine's
 * refusals in TYPE_ERRORS of workers/types/meta.ts, and in the engine messages for the page's language).
 */
export const typesMessages = messageScope<keyof typeof en>('types', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

type Key = keyof typeof en;

/** The options' choices as the pickers name them: in the page's language, or names that stay as they are. */
function choices(t: Translate<Key>) {
  return {
    inputFormats: { auto: t('inputFormat.auto'), yaml: 'YAML', csv: t('inputFormat.csv') } satisfies Record<InputFormatId, string>,
    optionalStyles: { exact: t('optionalStyle.exact'), nullish: t('optionalStyle.nullish') } satisfies Record<OptionalStyle, string>,
    tsDeclarations: { interface: 'interface', type: 'type' } satisfies Record<NonNullable<TypeOptions['tsDeclaration']>, string>,
    pythonStyles: { pydantic: 'pydantic v2', typeddict: 'TypedDict' } satisfies Record<NonNullable<TypeOptions['pythonStyle']>, string>,
  };
}

/** The types pages' texts in the page's language, with the ones that take numbers and sizes. */
export function useTypesT() {
  const t = useScope(typesMessages);
  const { number } = useIntlFormat();
  /** Megabytes with one decimal under 10 MB, none above ("1.5 MB", "1,5 MB"), without grouping ("1024 MB"). */
  const mb = (bytes: number) => {
    const digits = bytes < 10 * 1024 * 1024 ? 1 : 0;
    return `${number(bytes / 1024 / 1024, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })} MB`;
  };
  return {
    t,
    ...choices(t),
    readingFile: (done: number, total: number) => t('readingFile', { done: mb(done), total: mb(total) }),
    file: (name: string, size: number) => t('file', { name, size: mb(size) }),
    summary(s: TypesSummary) {
      const read = s.perLine ? t('summary.perLine', { count: s.values }) : s.records !== s.values ? t('summary.records', { count: s.records }) : t('summary.document');
      return s.enums ? t('summary.typesEnums', { read, types: s.objects, enums: s.enums }) : t('summary.types', { read, types: s.objects });
    },
    errorAt: (line: number, column: number) => t('errorAt', { line: String(line), column: String(column) }),
  };
}

import { useStore } from 'zustand';
import { Checkbox, Field, Select } from '../../components/controls';
import { INDENT_STYLES, LANGUAGE_OPTIONS, PRINT_WIDTHS, SQL_DIALECTS, type FormatLanguageId, type IndentStyle, type SqlDialect } from '@workers/format/meta';
import { optionsFor, useFormatterOptions, type LanguageSettings } from './formatter-store';
import { useFormatterT, type FormatterKey } from './messages';

/** The message of each indentation choice. */
const INDENT_NAMES: Record<IndentStyle, FormatterKey> = { '2': 'options.indent2', '4': 'options.indent4', tab: 'options.indentTab' };

/**
 * The options of one language, as toolbar controls: only those its formatter supports (LANGUAGE_OPTIONS), showing
 * its defaults until changed. `onChange` runs after each change (the output no longer matches the options).
 */
export function FormatterOptions({ language, onChange }: { language: FormatLanguageId; onChange: () => void }) {
  const t = useFormatterT();
  const state = useStore(useFormatterOptions);
  const options = optionsFor(state, language);
  const offered = LANGUAGE_OPTIONS[language];
  const set = <K extends keyof LanguageSettings>(key: K, value: LanguageSettings[K]) => {
    state.setOption(language, key, value);
    onChange();
  };
  // The widths offered, with the language's default and a saved odd value among them.
  const widths = [...new Set([...PRINT_WIDTHS, offered.printWidth ?? 80, options.printWidth ?? 80])].sort((a, b) => a - b);
  return (
    <>
      {language === 'sql' && (
        <Field label={t('options.sqlDialect')} layout="inline">
          <Select value={options.sqlDialect} onChange={(e) => set('sqlDialect', e.currentTarget.value as SqlDialect)}>
            {SQL_DIALECTS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.id === 'sql' ? t('options.standardSql') : d.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {offered.indents.length > 1 && !options.minify && (
        <Field label={t('options.indentation')} layout="inline">
          <Select value={options.indent} onChange={(e) => set('indent', e.currentTarget.value as LanguageSettings['indent'])}>
            {INDENT_STYLES.filter((s) => offered.indents.includes(s.id)).map((s) => (
              <option key={s.id} value={s.id}>
                {s.id === offered.defaultIndent ? t('options.default', { option: t(INDENT_NAMES[s.id]) }) : t(INDENT_NAMES[s.id])}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {offered.printWidth !== undefined && (
        <Field label={t('options.printWidth')} layout="inline">
          <Select value={String(options.printWidth)} onChange={(e) => set('printWidth', Number(e.currentTarget.value))}>
            {widths.map((w) => (
              <option key={w} value={w}>
                {w === offered.printWidth ? t('options.default', { option: String(w) }) : w}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {offered.minify && <Checkbox label={t('options.minify')} checked={!!options.minify} onChange={(e) => set('minify', e.currentTarget.checked)} />}
      {offered.sortKeys && <Checkbox label={t('options.sortKeys')} checked={!!options.sortKeys} onChange={(e) => set('sortKeys', e.currentTarget.checked)} />}
      <Checkbox
        label={t('options.formatOnPaste')}
        checked={state.formatOnPaste}
        onChange={(e) => {
          state.setFormatOnPaste(e.currentTarget.checked);
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { ChangeList } from '../../components/change-list';
import { Button, Field, TextInput, Toolbar } from '../../components/controls';
import { ErrorBanner } from '../../components/error-banner';
import { downloadFile } from '../../lib/download';
import { describeChange } from '@workers/compare/meta';
import type { CompareView } from '@workers/compare/api';
import type { StructureChange } from '@workers/compare/json-structure';
import { useCompareOptions } from './compare-store';
import { useJsonStructure } from './use-json-structure';
import { useCompareT } from './messages';

/** The match field's example: a field name in the data, the same in every language. */
const KEY_EXAMPLE = 'id';

/** Changes listed on the page; the list beyond is in the exports. */
const SHOWN = 500;

interface JsonStructurePanelProps {
  /** The line diff on screen: the summary is computed from the same normalised texts, in the worker. */
  result: CompareView;
  toolId: string;
  toolTitle: string;
  /** Scrolls the line view to a change's line. */
  onShow: (change: StructureChange) => void;
}

/**
 * JSON only: every change as a path and values beside the line view, with arrays compared by position or by a key
 * field, exportable as JSON Patch and CSV. Recomputed for each new result and each new key field.
 */
export function JsonStructurePanel({ result, toolId, toolTitle, onShow }: JsonStructurePanelProps) {
  const t = useCompareT();
  const arrayKey = useCompareOptions((s) => s.arrayKey);
  const setArrayKey = useCompareOptions((s) => s.setArrayKey);
  const structure = useJsonStructure({ title: toolTitle }, result, arrayKey);
  // The field applies on Enter or on leaving it, not per keystroke: each new key is a new summary of the documents.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== arrayKey) setArrayKey(draft);
    setDraft(null);
  };

  const summary = structure.summary;
  return (
    <section className="cmp__structure" aria-label={t('structuralChanges')}>
      <div className="cmp__structure-head">
        <h2 className="cmp__pane-title">{t('structure')}</h2>
        <span role="status" className="cmp__structure-count">
          {structure.running
            ? t('summarising')
            : summary
              ? summary.total === 0
                ? t('noStructuralChanges')
                : t('structuralCount', { count: summary.total })
              : ''}
        </span>
        {structure.running ? (
          <Button size="small" onClick={structure.cancel}>
            {t('cancelSummary')}
          </Button>
        ) : (
          !summary &&
          !structure.error && (
            <Button size="small" onClick={structure.summarise}>
              {t('summarise')}
            </Button>
          )
        )}
      </div>
      <Toolbar>
        <Field label={t('matchArrayKey')} layout="inline" hint={t('matchArrayKeyHint')}>
          <TextInput
            className="cmp__array-key"
            placeholder={KEY_EXAMPLE}
            value={draft ?? arrayKey}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
        </Field>
        <Button
          size="small"
          disabled={!summary}
          onClick={() => summary && downloadFile(summary.patch, `${toolId}-patch.json`, 'application/json-patch+json')}
        >
          {t('downloadPatch')}
        </Button>
        <Button
          size="small"
          disabled={!summary}
          onClick={() => summary && downloadFile(summary.csv, `${toolId}-changes.csv`, 'text/csv;charset=utf-8')}
        >
          {t('downloadCsv')}
        </Button>
      </Toolbar>
      <ErrorBanner message={structure.error?.message ?? null} reload={structure.error?.reload} />
      {summary && summary.total > 0 && (
        <ChangeList
          label={t('changeListLabel')}
          items={summary.changes.slice(0, SHOWN).map((c) => ({ text: c.kind === 'changed' ? describeChange(c) : `${c.path}: ${t(c.kind === 'added' ? 'kindAdded' : 'kindRemoved')}`, kind: c.kind }))}
          onChoose={(i) => onShow(summary.changes[i])}
        />
      )}
      {summary && summary.total > SHOWN && (
        <p className="cmp__note">{t('jsonListed', { shown: SHOWN, total: summary.total })}</p>
      )}
    </section>
  );
}

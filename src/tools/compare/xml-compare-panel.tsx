import { useState } from 'react';
import type { CompareView } from '@workers/compare/api';
import type { XmlCompareOptions } from '@workers/compare/meta';
import type { XmlStructureChange } from '@workers/compare/xml-semantic';
import { ChangeList } from '../../components/change-list';
import { Button, Checkbox, Field, TextInput, Toolbar } from '../../components/controls';
import { downloadFile } from '../../lib/download';
import { useCompareOptions } from './compare-store';
import { useCompareT } from './messages';

/** The match field's example: an attribute name in the data, the same in every language. */
const KEY_EXAMPLE = 'id';

/** Changes listed on the page; the CSV holds all. */
const SHOWN = 500;

/** What an XML compare may ignore; each flag's label is the message of its name (and a tooltip where it needs one). */
const FLAGS: { key: Exclude<keyof XmlCompareOptions, 'matchBy'>; title?: 'ignoreNamespacePrefixesTitle' }[] = [
  { key: 'ignoreAttributeOrder' },
  { key: 'ignoreNamespacePrefixes', title: 'ignoreNamespacePrefixesTitle' },
  { key: 'ignoreWhitespaceText' },
  { key: 'ignoreComments' },
];

/**
 * XML only: what the compare ignores, and the attribute that pairs repeated elements. `onChanged` receives the new
 * options (the screen compares again when a result is shown).
 */
export function XmlCompareOptionsFields({ onChanged }: { onChanged: (xml: XmlCompareOptions) => void }) {
  const t = useCompareT();
  const xml = useCompareOptions((s) => s.xml);
  const setXml = useCompareOptions((s) => s.setXml);
  // The attribute applies on Enter or on leaving the field, not per keystroke.
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (change: Partial<XmlCompareOptions>) => {
    setXml(change);
    onChanged({ ...xml, ...change });
  };
  const commit = () => {
    if (draft !== null && draft.trim() !== xml.matchBy) apply({ matchBy: draft.trim() });
    setDraft(null);
  };
  return (
    <>
      {FLAGS.map((f) => (
        <Checkbox key={f.key} label={t(f.key)} title={f.title && t(f.title)} checked={xml[f.key]} onChange={(e) => apply({ [f.key]: e.currentTarget.checked })} />
      ))}
      <Field label={t('matchBy')} layout="inline" hint={t('matchByHint')}>
        <TextInput
          className="cmp__array-key"
          placeholder={KEY_EXAMPLE}
          value={draft ?? xml.matchBy}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </Field>
    </>
  );
}


/** XML only: every change as a path and values beside the line view (computed in the worker with the line diff). */
export function XmlStructurePanel({ result, toolId, onShow }: { result: CompareView; toolId: string; onShow: (c: XmlStructureChange) => void }) {
  const t = useCompareT();
  const describe = (c: XmlStructureChange) =>
    `${c.path}: ${c.kind === 'changed' ? `${c.from} → ${c.to}` : t(c.kind === 'added' ? 'kindAdded' : 'kindRemoved')}`.replace(/\s*\n\s*/g, ' ');
  const summary = result.xmlStructure;
  return (
    <section className="cmp__structure" aria-label={t('structure')}>
      <div className="cmp__structure-head">
        <h2 className="cmp__pane-title">{t('structure')}</h2>
        <span role="status" className="cmp__structure-count">
          {summary ? (summary.total === 0 ? t('noStructuralChanges') : t('structuralCount', { count: summary.total })) : ''}
        </span>
      </div>
      <Toolbar>
        <Button size="small" disabled={!summary} onClick={() => summary && downloadFile(summary.csv, `${toolId}-changes.csv`, 'text/csv;charset=utf-8')}>
          {t('downloadCsv')}
        </Button>
      </Toolbar>
      {summary && summary.total > 0 && (
        <ChangeList label={t('changeListLabel')} items={summary.changes.slice(0, SHOWN).map((c) => ({ text: describe(c), kind: c.kind }))} onChoose={(i) => onShow(summary.changes[i])} />
      )}
      {summary && summary.total > SHOWN && <p className="cmp__note">{t('xmlListed', { shown: SHOWN, total: summary.total })}</p>}
    </section>
  );
}

import { useId } from 'react';
import { CodeEditor } from '../../components/code-editor';
import { Button, Checkbox, Field, Select, TextInput, Toolbar, ToolbarSpacer } from '../../components/controls';
import { CopyButton } from '../../components/copy-button';
import { ErrorBanner } from '../../components/error-banner';
import { OpenFileButton } from '../../components/open-file-button';
import { TextResultView } from '../../components/result-view';
import { useEngineText } from '../../lib/engine-text';
import { trackToolEvent } from '../../lib/telemetry';
import { TARGET_TOKENIZERS } from '@workers/shared/highlight/targets';
import { TARGET_OPTIONS, TYPE_OPTION_DEFAULTS, TYPE_TARGETS, targetById, type TypeOptions, type TypeTargetId } from '@workers/types/meta';
import type { ToolBodyProps } from '../tool-body-props';
import { useTypesT } from './messages';
import { useTypes } from './use-types';
import '../../components/tool-layout.css';

const PANEL_HEIGHT = 480;

/** The languages by id, as the picker names them. */
const TARGET_NAMES = Object.fromEntries(TYPE_TARGETS.map((x) => [x.id, x.name])) as Record<TypeTargetId, string>;

/** A labelled picker of one option's choices (their ids and names). */
function Choice<T extends string>({ label, value, choices, onChange }: { label: string; value: T; choices: Record<T, string>; onChange: (v: T) => void }) {
  return (
    <Field label={label} layout="inline">
      <Select value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {(Object.entries(choices) as [T, string][]).map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A types page: the data in, the language and options, the types out in the highlighted result view. */
export function TypesBody({ tool }: ToolBodyProps<'types'>) {
  return <TypesScreen key={tool.id} tool={tool} />;
}

function TypesScreen({ tool }: ToolBodyProps<'types'>) {
  const t = useTypes(tool);
  const m = useTypesT();
  const engineText = useEngineText();
  const { t: text } = m;
  const { task, options, target } = t;
  const language = targetById(target).name;
  const result = task.result;
  const running = task.status === 'running';
  const inputId = useId();
  const outputId = useId();
  const offers = (o: keyof TypeOptions) => TARGET_OPTIONS[target].includes(o);
  const set = (o: TypeOptions) => t.change({ options: { ...options, ...o } });
  const value = <K extends keyof TypeOptions>(k: K) => options[k] ?? TYPE_OPTION_DEFAULTS[k];

  return (
    <div className="tc-root">
      <Toolbar>
        <Button variant="primary" onClick={t.run} disabled={running} title={text('runTitle')}>
          {text('run')}
        </Button>
        <OpenFileButton
          label={text('openFile')}
          accept=".json,.ndjson,.jsonl,.yaml,.yml,.csv,.txt,application/json,text/plain"
          onFile={t.takeFile}
          onText={(text) => t.editor.current?.setValue(text)}
          onRejected={(message) => task.fail({ message })}
        />
        <Choice label={text('language')} value={target} choices={TARGET_NAMES} onChange={(v) => void t.switchTarget(v)} />
        <Choice label={text('inputFormat')} value={t.format} choices={m.inputFormats} onChange={(v) => t.change({ format: v })} />
        <ToolbarSpacer />
        {result && <CopyButton getText={() => result.output.text} context={tool.title} label={text('copy')} onCopied={() => trackToolEvent('Copy to Clipboard', tool.title)} />}
        <Button disabled={!result} onClick={t.download}>
          {text('download')}
        </Button>
      </Toolbar>
      <Toolbar>
        <Field label={text('rootName')} layout="inline">
          <TextInput
            value={options.rootName ?? ''}
            placeholder={TYPE_OPTION_DEFAULTS.rootName}
            size={12}
            spellCheck={false}
            onChange={(e) => set({ rootName: e.currentTarget.value || undefined })}
          />
        </Field>
        {offers('optionalStyle') && (
          <Choice label={text('optionalStyle')} value={value('optionalStyle')} choices={m.optionalStyles} onChange={(v) => set({ optionalStyle: v })} />
        )}
        {offers('tsDeclaration') && (
          <Choice label={text('tsDeclaration')} value={value('tsDeclaration')} choices={m.tsDeclarations} onChange={(v) => set({ tsDeclaration: v })} />
        )}
        {offers('pythonStyle') && (
          <Choice label={TARGET_NAMES.python} value={value('pythonStyle')} choices={m.pythonStyles} onChange={(v) => set({ pythonStyle: v })} />
        )}
        <Checkbox label={text('formats')} checked={value('formats')} onChange={(e) => set({ formats: e.currentTarget.checked })} />
        <Checkbox label={text('enums')} checked={value('enums')} onChange={(e) => set({ enums: e.currentTarget.checked })} />
        {offers('readonly') && <Checkbox label={text('readonly')} checked={value('readonly')} onChange={(e) => set({ readonly: e.currentTarget.checked })} />}
      </Toolbar>

      {running && (
        <div className="tc-status" role="status">
          <progress aria-label={text('reading')} max={task.progress?.total ?? undefined} value={task.progress?.done ?? undefined} />
          <span>{task.progress && t.file ? m.readingFile(task.progress.done, task.progress.total) : text('reading')}</span>
          <Button onClick={task.cancel}>{text('cancel')}</Button>
        </div>
      )}
      <ErrorBanner message={task.error?.message ?? null} details={task.error?.details} reload={task.error?.reload} />

      <div className="tc-panes">
        <section className="tc-pane" aria-labelledby={inputId}>
          <h2 id={inputId} className="tc-title">
            {text('inputTitle')}
          </h2>
          {t.file && (
            <div className="tc-notes" role="note">
              <p>{m.file(t.file.name, t.file.size)}</p>
              <Button size="small" onClick={t.closeFile}>
                {text('closeFile')}
              </Button>
            </div>
          )}
          <div hidden={t.file !== null}>
            <CodeEditor
              label={text('inputLabel')}
              placeholder={text('placeholder')}
              handleRef={t.editor}
              onChange={t.inputChanged}
              onSubmit={t.run}
              onFile={t.takeFile}
              onLargePaste={t.takeLargePaste}
              onRejected={(message) => task.fail({ message })}
              acceptDrop
              minHeight={PANEL_HEIGHT}
            />
          </div>
        </section>
        <section className="tc-pane" aria-labelledby={outputId}>
          <h2 id={outputId} className="tc-title">
            {language}
          </h2>
          {result ? (
            <>
              <p className="tc-summary" role="status">
                {m.summary(result.summary)}
              </p>
              <TextResultView data={result.output} client={t.client} tool={tool.title} label={language} height={PANEL_HEIGHT - 46} tokenize={TARGET_TOKENIZERS[target]} lineStates={result.lineStates} />
            </>
          ) : (
            <div className="tc-placeholder" style={{ height: PANEL_HEIGHT }}>
              {text('outputPlaceholder', { language })}
            </div>
          )}
          {result && result.notes.length > 0 && (
            <div className="tc-notes" role="note" aria-label={text('notesTitle')}>
              <h3>{text('notesTitle')}</h3>
              <ul>
                {result.notes.map((n) => (
                  <li key={n.message}>{engineText(n)}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

import { buildLineIndex, type IndexedText } from '../shared/line-index';
import { lineStatesWith } from '../shared/highlight/index';
import { TARGET_TOKENIZERS } from '../shared/highlight/targets';
import type { EngineNote } from '../shared/result';
import type { Inference } from './infer';
import { withDefaults, type TypeOptions, type TypeTargetId } from './meta';
import { buildModel } from './model';
import { RENDERERS } from './render/index';

/** What the page shows besides the output: what was read and how many types came of it. */
export interface TypesSummary {
  /** Top-level values read (records of NDJSON or CSV, 1 for a document). */
  values: number;
  /** Records of a list (the root type's samples), or the values. */
  records: number;
  objects: number;
  enums: number;
  perLine: boolean;
}

/** One target's output for the page: text with its line index and colours, notes on how the input was read. */
export interface TypesResult {
  output: IndexedText;
  /** The target's tokenizer state at each line's start (see workers/shared/highlight). */
  lineStates: Uint8Array;
  notes: EngineNote[];
  summary: TypesSummary;
}

/** The source text of `target` for what an inference found. */
export function renderInference(inference: Inference, target: TypeTargetId, options: TypeOptions = {}): { text: string; summary: TypesSummary } {
  const o = withDefaults(options);
  const model = buildModel(inference.shape, o, inference.perLine);
  const rootObject = model.objects.find((x) => x.name === model.rootName);
  return {
    text: RENDERERS[target](model, o),
    summary: {
      values: model.records,
      records: model.listName && rootObject ? rootObject.samples : model.records,
      objects: model.objects.length,
      enums: model.enums.length,
      perLine: model.perLine,
    },
  };
}

/** renderInference, indexed and coloured for the result view. */
export function typesResult(inference: Inference, target: TypeTargetId, options: TypeOptions = {}): TypesResult {
  const { text, summary } = renderInference(inference, target, options);
  const { lineStarts, subtreeEnd } = buildLineIndex(text);
  return { output: { text, lineStarts, subtreeEnd }, lineStates: lineStatesWith(TARGET_TOKENIZERS[target], text, lineStarts), notes: inference.notes, summary };
}

import type { EngineNote } from '../shared/result';

export { CONVERSIONS, type ConversionId, type ConvertOptions } from './meta';

/** A converter's output text and what it could not carry over (empty when nothing was lost). */
export interface Conversion {
  text: string;
  notes: EngineNote[];
}

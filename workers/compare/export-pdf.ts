import { errorOf, fail, ok, withCode, type Result } from '../shared/result';
import { COMPARE_ERRORS } from './meta';
import type { PdfMeta } from './pdf';
import type { CompareResult } from './types';

/** The site's "Export PDF" of a compare result: every row of both sides, A4 landscape. */
export async function comparePdf(result: CompareResult, meta: PdfMeta): Promise<Result<Uint8Array>> {
  try {
    const { buildComparePdf } = await import('./pdf');
    return ok(await buildComparePdf(result, meta));
  } catch (e) {
    return withCode(fail(errorOf(e, COMPARE_ERRORS['pdf-failed']).message), 'pdf-failed');
  }
}

import { formatIbanGrouped, type DataKind } from '@workers/testdata/meta';

/** How a value is shown: IBANs grouped by four, addresses on one line in the list. */
export const displayValue = (kind: DataKind, value: string, multiline: boolean): string =>
  kind === 'iban' ? formatIbanGrouped(value) : kind === 'address' && !multiline ? value.replace(/\n/g, ', ') : value;

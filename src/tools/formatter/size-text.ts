import { useIntlFormat, useLocale } from '../../lib/i18n';
import { formatBytes } from '../../lib/input-limit';

/**
 * Sizes on the formatter's screens: in English as the product has always written them ("300.0 MB", which the
 * big-file tests read), in another language through Intl in its own words and separators ("300 MB", "1,5 GB").
 */
export function useSizeText(): (bytes: number) => string {
  const locale = useLocale();
  const intl = useIntlFormat();
  return locale === 'en' ? formatBytes : intl.bytes;
}

import { useState, type RefObject } from 'react';
import { isBlankText, type CodeEditorHandle } from '../../components/code-editor';
import { copyText } from '../../lib/clipboard';
import type { FormatLanguageId } from '@workers/format/meta';
import type { Translate } from '../../lib/i18n';
import type { FormatterKey } from './messages';
import { useFormatterOptions } from './formatter-store';
import { shareLink } from './share-codec';

/** What Share link shows: the link made (and copied), or why none could be. */
export type ShareState = { url: string } | { message: string } | null;

/** Share link: the input and this language's options in the link itself (after #, never sent to a server). */
export function useShareLink(language: FormatLanguageId, editor: RefObject<CodeEditorHandle | null>, context: string, t: Translate<FormatterKey>) {
  const [share, setShare] = useState<ShareState>(null);
  return {
    share,
    clear: () => setShare(null),
    async make() {
      const text = (await editor.current?.getValueAsync()) ?? '';
      if (isBlankText(text)) return setShare({ message: t('error.blank') });
      const link = await shareLink(window.location.href, text, useFormatterOptions.getState().languages[language] ?? {});
      // The one refusal of shareLink: the link would be too long.
      if (!link.ok) return setShare({ message: t('shareTooLarge') });
      setShare({ url: link.url });
      void copyText(link.url, context);
    },
  };
}

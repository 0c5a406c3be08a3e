import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { consumeLaunchedFiles, handFilesTo, SHARED_PARAM, takeSharedText } from '../lib/incoming-files';
import { localeOf, withLocale, withoutLocale } from '../lib/locale';
import { TOOLS, toolById, toolByPath, type ToolEntry, type ToolId } from '../tools/catalogue';

/** The tools that open files, and by which extensions (the manifest's file_handlers come from the same data). */
export const FILE_TOOLS: readonly ToolEntry[] = TOOLS.filter((t) => t.opens);

/** The tool that opens files with this name's extension (`.json` → JSON Formatter), if any. */
export function toolForFileName(name: string): ToolEntry | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = name.slice(dot).toLowerCase();
  return FILE_TOOLS.find((t) => Object.values(t.opens!).some((exts) => exts.includes(ext)));
}

/** The tool for a text of unknown type: JSON, HTML and XML to their formatters, anything else to Text Compare. */
export function toolForText(text: string): ToolId {
  const start = text.trimStart();
  if (/^[[{]/.test(start)) return 'json-formatter';
  if (/^<(!doctype html|html[\s>])/i.test(start)) return 'html-formatter';
  if (start.startsWith('<')) return 'xml-formatter';
  return 'text-compare';
}

/**
 * Which tool takes files handed to the page at `pathname`: the tool of the first file's extension; else the
 * tool of the page (the browser opened the page of the file handler the operating system chose) if it opens
 * files; else the tool for the text's type.
 */
export function toolForIncoming(fileName: string, pathname: string, text?: string): ToolEntry {
  const here = toolByPath(pathname);
  return toolForFileName(fileName) ?? (here?.opens ? here : toolById(toolForText(text ?? '')));
}

/**
 * Routes files from outside the page to their tool (in the layout, once the page has hydrated): files the
 * installed app opens (Launch Queue API) and text shared to it (the service worker sends the share to `/?shared`).
 */
export function useIncomingRouting(): void {
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    const deliver = (files: readonly File[], text?: string) => {
      const here = router.state.location.pathname;
      const tool = toolForIncoming(files[0].name, withoutLocale(here), text);
      handFilesTo(tool.id, files);
      // The tool in the language of the page the files reached.
      const target = withLocale(tool.path, localeOf(here));
      if (here !== target) void navigate({ to: target, replace: true });
    };
    consumeLaunchedFiles((files) => deliver(files));
    if (new URLSearchParams(location.search).has(SHARED_PARAM)) {
      void takeSharedText().then((text) => {
        if (text) deliver([new File([text], 'Shared text', { type: 'text/plain' })], text);
        // The share has been taken: the address no longer says so.
        else void navigate({ to: router.state.location.pathname, replace: true });
      });
    }
  }, [navigate, router]);
}

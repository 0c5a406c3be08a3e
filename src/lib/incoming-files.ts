import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { withBase } from './base-path';
import { reportError } from './telemetry';

/**
 * Files handed to the page from outside it, never uploaded anywhere:
 * - by the operating system, when the installed app is chosen to open files (the manifest's file_handlers): the
 *   browser opens the tool's page and delivers the files through the Launch Queue API;
 * - text shared to the installed app (the manifest's share_target): the service worker receives the share and keeps
 *   the text in the site's cache storage until the page takes it.
 * The app decides which tool gets them (src/app/incoming.ts) and the tool's screen takes them with
 * {@link useIncomingFiles}, through the same path as its Open File button.
 */

interface Incoming {
  /** The tool the files are for, and the files; empty once taken. */
  toolId: string | null;
  files: readonly File[];
}

const useIncoming = create<Incoming>(() => ({ toolId: null, files: [] }));

/** Hands `files` to the tool `toolId`: its screen takes them as soon as it is on the page. */
export function handFilesTo(toolId: string, files: readonly File[]): void {
  useIncoming.setState({ toolId, files });
}

/** A tool screen's side: `onFiles` receives the files handed to `toolId`, once each time some arrive. */
export function useIncomingFiles(toolId: string, onFiles: (files: readonly File[]) => void): void {
  const pending = useIncoming((s) => (s.toolId === toolId && s.files.length > 0 ? s.files : null));
  const handler = useRef(onFiles);
  useEffect(() => {
    handler.current = onFiles;
  });
  useEffect(() => {
    if (!pending) return;
    useIncoming.setState({ toolId: null, files: [] });
    handler.current(pending);
  }, [pending]);
}

/** What the Launch Queue API hands over (a subset of LaunchParams; not in TypeScript's DOM types yet). */
interface LaunchParams {
  targetURL?: string;
  files?: readonly { kind: string; name: string; getFile?: () => Promise<File> }[];
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/**
 * Receives the files the operating system opens with the installed app (Chrome's Launch Queue API; nothing happens
 * in a browser without it or in a tab that was not launched with files).
 */
export function consumeLaunchedFiles(onFiles: (files: File[]) => void): void {
  const queue = (window as unknown as { launchQueue?: LaunchQueue }).launchQueue;
  queue?.setConsumer((params) => {
    const handles = (params.files ?? []).filter((h) => h.kind === 'file' && h.getFile);
    if (!handles.length) return;
    void Promise.all(handles.map((h) => h.getFile!()))
      .then(onFiles)
      .catch((e: unknown) => reportError(e, 'Open launched files', 'warning'));
  });
}

/** The query parameter of the page the service worker sends a share to: `/?shared`. */
export const SHARED_PARAM = 'shared';
/** Where the service worker keeps shared text for the page (public/sw.js writes it under the same key). */
export const SHARED_TEXT_KEY = 'share-target';

/** Takes the text shared to the installed app from the cache storage (and deletes it there); null if none. */
export async function takeSharedText(): Promise<string | null> {
  if (!('caches' in window)) return null;
  const url = new URL(withBase(SHARED_TEXT_KEY), location.href).href;
  const response = await caches.match(url);
  if (!response) return null;
  const text = await response.text();
  for (const name of await caches.keys()) await (await caches.open(name)).delete(url);
  return text;
}

import * as Comlink from "comlink";
import { FAMILIES, type Family } from "./families";
import { listenForInterrupts } from "./shared/interrupt";
import { ENGINE_LOAD_ERROR } from "./shared/meta";
import { stagingApi } from "./shared/staging";
import { viewApi } from "./shared/views";

/**
 * The one worker script of the site. Each instance serves one engine family, named by the page when it starts the
 * worker (`new Worker(url, { name: family })`, see src/lib/workers.ts), so cancelling one family's job (which
 * terminates its instance) never stops another's. All families share this script, and with it one bundle of their
 * engines: the compare tools normalise with the formatter engines, so Prettier and its plugins are built,
 * downloaded and precached once.
 *
 * A method call is forwarded to the family's API, loaded on the first call (FAMILIES imports it on use). A chunk
 * that cannot be fetched — the site was deployed anew since the page loaded — fails the call with an
 * `EngineLoadError`, which the page's client turns into "This page was updated".
 *
 * Every instance also answers the calls shared by all families (SHARED_API: large texts staged ahead, the result
 * views' rows, Find and folds of what it keeps) and listens for the page's interrupts of read-only work.
 */
const family = (self as unknown as { name: string }).name;

type Api = Record<PropertyKey, (...args: unknown[]) => unknown>;
let api: Promise<Api> | null = null;

/** What every family's instance answers besides its own API (see FamilyApi in families.ts). */
const SHARED_API: Api = { ...stagingApi, ...viewApi } as unknown as Api;

function load(): Promise<Api> {
  if (!Object.hasOwn(FAMILIES, family))
    return Promise.reject(new Error(`No engine family named "${family}"`));
  api ??= (
    FAMILIES[family as Family]() as Promise<unknown> as Promise<Api>
  ).catch((e: unknown) => {
    api = null;
    throw Object.assign(new Error(e instanceof Error ? e.message : String(e)), {
      name: ENGINE_LOAD_ERROR,
    });
  });
  return api;
}

// Comlink looks a method up by name when a call arrives; the family's code may not be loaded yet, so every name is
// answered with a function that loads it first. The value the method returns is passed on as it is, so what it
// marked with Comlink.transfer is still transferred. (`then` is no method: the object is not a promise.)
Comlink.expose(
  new Proxy({} as Api, {
    get: (_, method) =>
      typeof method !== "string" || method === "then"
        ? undefined
        : Object.hasOwn(SHARED_API, method)
          ? SHARED_API[method]
          : async (...args: unknown[]) => {
              const loaded = await load();
              if (typeof loaded[method] !== "function")
                throw new Error(`The ${family} engine has no method ${method}`);
              return loaded[method](...args);
            },
  }),
);
listenForInterrupts();

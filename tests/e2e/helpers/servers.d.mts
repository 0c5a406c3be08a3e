/** A server started by tests/e2e/helpers/servers.mjs; `stop()` ends it and removes its temporary directory. */
export interface StartedServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}
export declare const DEPLOY: { nginx: string; caddy: string; subfolderProxy: string };
export declare function startNginx(options: { port: number; site: string; proxyPort?: number; config?: string }): Promise<StartedServer>;
export declare function startCaddy(options: { port: number; site: string }): Promise<StartedServer>;

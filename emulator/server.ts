/**
 * Starts the service emulator on a Node HTTP server. Everything lives in memory: stopping it
 * forgets invoices and faults. `close()` ends every open connection, hanging ones included.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { DEMO_API_KEY, demoTenant } from './demo.ts';
import { createEmulatorState } from './state.ts';
import type { EmulatorControl, Tenant } from './types.ts';

export type { EmulatorControl, EnrolmentSnapshot, Fault, RouteName, StoredInvoice, Tenant } from './types.ts';

export interface EmulatorOptions {
  /** 0 = any free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The starting tenant (and the one `reset()` returns to); default the demo tenant. */
  tenant?: Tenant;
  /** Default `demo-key`. */
  apiKey?: string;
  /** A built app to serve at `/` with `/config.json`. */
  staticDir?: string;
  /** Print one line per request. */
  log?: boolean;
  /**
   * Browser origins besides the app it serves that may call the API and load images (CORS),
   * such as the dev server's `http://localhost:5173`. No other site gets a CORS answer.
   */
  allowOrigins?: readonly string[];
  /**
   * Whether the control routes under `/__emulator` answer, and then only requests from this
   * machine: on for tests and the local demo, off (404) otherwise. The in-process `control`
   * object works either way.
   */
  control?: boolean;
}

export interface RunningEmulator {
  /** `http://host:port`, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
  control: EmulatorControl;
}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? '127.0.0.1';
  const apiKey = opts.apiKey ?? DEMO_API_KEY;
  const given = opts.tenant;
  const state = createEmulatorState(given ? () => given : demoTenant, apiKey);
  const shutdown = new AbortController();
  const app = createApp({
    state,
    staticDir: opts.staticDir ? path.resolve(opts.staticDir) : null,
    log: opts.log ?? false,
    shutdown: shutdown.signal,
    allowOrigins: opts.allowOrigins ?? [],
    control: opts.control ?? false,
  });
  const server = createServer(getRequestListener(app.fetch));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  const url = `http://${shownHost}:${port}`;
  state.warmFor(url);

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    control: state.control,
    close() {
      closing ??= new Promise<void>((resolve) => {
        shutdown.abort();
        state.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

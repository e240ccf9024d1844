/**
 * How an answer leaves the emulator, faults included: a normal response, a truncated body, a
 * socket destroyed half-way through the body or before any byte, a delay, or no answer at
 * all. Faults that bypass Hono write to the Node response directly and tell the adapter the
 * response is already sent.
 */
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Reply } from './responses.ts';
import type { RequestLogEntry } from './types.ts';

export interface EmulatorEnv {
  Bindings: HttpBindings;
  Variables: { body: string; entry: RequestLogEntry | null };
}
export type EmulatorContext = Context<EmulatorEnv>;

/** Header the Node adapter reads as "this response was written by hand, do nothing". */
export const ALREADY_SENT = 'x-hono-already-sent';

export function alreadySent(): Response {
  return new Response(null, { headers: { [ALREADY_SENT]: 'true' } });
}

export function respond(reply: Reply): Response {
  const headers = new Headers(reply.headers);
  headers.set('Content-Type', reply.contentType);
  // A 204 carries no body at all (the Fetch standard refuses even an empty one).
  return new Response(reply.status === 204 ? null : reply.body, { status: reply.status, headers });
}

/** The first half of the body, with status 200: what a proxy cut off mid-stream might pass on. */
export function truncated(reply: Reply): Reply {
  const bytes = Buffer.from(reply.body);
  return { ...reply, status: 200, body: bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2))) };
}

/** Sends the status line, headers and half the body, then destroys the socket. */
export function dropMidBody(c: EmulatorContext, reply: Reply): Response {
  const out = c.env.outgoing;
  const bytes = Buffer.from(reply.body);
  out.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Content-Length': String(bytes.length),
    'Access-Control-Allow-Origin': '*',
  });
  out.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => out.destroy());
  return alreadySent();
}

/** Destroys the socket before any byte of the answer. */
export function dropBeforeAnswer(c: EmulatorContext): Response {
  c.env.outgoing.destroy();
  return alreadySent();
}

/** Resolves when the client goes away or the emulator shuts down; no answer is ever written. */
export function hang(c: EmulatorContext, shutdown: AbortSignal): Promise<Response> {
  const out = c.env.outgoing;
  return new Promise((resolve) => {
    const finish = (): void => {
      out.off('close', finish);
      shutdown.removeEventListener('abort', finish);
      out.destroy();
      resolve(alreadySent());
    };
    if (shutdown.aborted || out.destroyed) return finish();
    out.once('close', finish);
    shutdown.addEventListener('abort', finish, { once: true });
  });
}

/** Waits `ms`; resolves false early when the client went away or the emulator shuts down. */
export function delay(c: EmulatorContext, ms: number, shutdown: AbortSignal): Promise<boolean> {
  const out = c.env.outgoing;
  return new Promise((resolve) => {
    const finish = (connected: boolean) => (): void => {
      clearTimeout(timer);
      out.off('close', gone);
      shutdown.removeEventListener('abort', gone);
      resolve(connected);
    };
    const gone = finish(false);
    const timer = setTimeout(finish(true), ms);
    if (shutdown.aborted || out.destroyed) return gone();
    out.once('close', gone);
    shutdown.addEventListener('abort', gone, { once: true });
  });
}

/** Fetch stand-ins for transport tests: a fixed answer, a hang until aborted, a refusal. */
export interface Seen {
  url: URL;
  init: RequestInit;
}

export function answering(status: number, body: string | object, seen: Seen[] = []): typeof fetch {
  return async (input, init = {}) => {
    seen.push({ url: new URL(String(input)), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
}

/** Never answers; rejects like fetch does when its signal aborts. */
export const hanging: typeof fetch = (_input, init = {}) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** Sends the status line, then never finishes the body until aborted. */
export const stallingBody: typeof fetch = async (_input, init = {}) => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":true,'));
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(stream, { status: 200 });
};

export const refusing: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

/**
 * Entry of the catalog Web Worker (started by `createCatalogQueries` in `client.ts`): the
 * whole catalog of the active generation is read and searched here, off the main thread.
 */
import { createCatalogHost } from './host';
import type { CatalogReply, CatalogRequest } from './protocol';

const scope = self as unknown as {
  postMessage(message: CatalogReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CatalogRequest>) => void): void;
};

const onMessage = createCatalogHost((reply) => scope.postMessage(reply));
scope.addEventListener('message', (event) => onMessage(event.data));

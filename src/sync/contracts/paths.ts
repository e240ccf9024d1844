/**
 * Route paths needed where their decoders are not: the reachability probe asks for the session
 * without reading it, so it need not load the session's schema with the page.
 */
export const SESSION_PATH = '/api/v2/session';

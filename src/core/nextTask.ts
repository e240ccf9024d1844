/**
 * Lets the browser run what waits (a tap, a frame) before the caller goes on: a long piece of
 * work split into tasks this way never holds the screen longer than one of its parts.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

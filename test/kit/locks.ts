/** The fake of `src/sync/platform/locks`: Web Locks shared by every holder, as tabs of one browser share them. */
import type { LockManagerLike } from '../../src/sync/platform/locks';

/** One exclusive lock per name, granted in request order, shared by every holder of it. */
export function sharedLocks(): LockManagerLike {
  const tails = new Map<string, Promise<void>>();
  return {
    request(name, _options, callback) {
      const before = tails.get(name) ?? Promise.resolve();
      const run = before.then(() => callback({ name }));
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

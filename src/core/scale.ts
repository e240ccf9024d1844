/**
 * What "Read scale" brings back: a stable weight above zero in whole grams, or why there is
 * none. Shared by the device layer that reads the scale and the screens that say why.
 */
export type ScaleRead =
  | { ok: true; grams: number }
  | {
      ok: false;
      /**
       * `unstable`: still moving when the reading stopped; `empty`: nothing (or less than nothing
       * after the tare) on it; `overload` / `underload`: beyond what it weighs; `no-answer`: no
       * frame it knows in time; `not-connected`: the scale set up is not plugged in or not allowed.
       */
      reason: 'unstable' | 'empty' | 'overload' | 'underload' | 'no-answer' | 'not-connected';
    };

export type ScaleRefusal = Extract<ScaleRead, { ok: false }>['reason'];

/**
 * A write a person asked for outside the sale itself (a refund, a counter order marked paid,
 * an import) with a sale's storage relief (storagePressure.ts), its failure handed back as the
 * words to show. Loaded with the dialogs that use it, not with the page.
 */
import { withStorageRelief } from '../storageRelief';

export type Saved<T> = { ok: true; value: T } | { ok: false; detail: string };

/**
 * A write a person asked for (a sale, a refund, a counter order marked paid) with the same
 * storage relief, its failure handed back as the words to show: `detail` is a message of the
 * catalog (shown with `t`) or the error's own words; empty when it had none.
 */
export async function saveWithRelief<T>(write: () => Promise<T>): Promise<Saved<T>> {
  try {
    return { ok: true, value: await withStorageRelief(write) };
  } catch (reason) {
    return { ok: false, detail: reason instanceof Error ? reason.message : '' };
  }
}

/**
 * A catalog row's two names as a receipt prints them when "Print both names" is on; read by
 * the receipts only, loaded with them.
 */
import type { Named } from './names';

/** Both names, `name / localize_name`, for a receipt that prints both (a terminal setting). */
export function bothNames(row: Named): string {
  const local = row.localize_name?.trim();
  return local && local !== row.name ? `${row.name} / ${local}` : row.name;
}

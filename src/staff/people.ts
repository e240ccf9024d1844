/**
 * Who the terminal's staff are, as documents name them (assumed-contracts 10): a person and
 * the `{staff_id, name}` a document carries. Apart from the rules (staff.ts) so that the
 * screens of the first load that stamp a document read only this.
 */

export type Role = 'cashier' | 'manager';

/** A person of the terminal's staff as the rules see them (no PIN: the database keeps its hash). */
export interface StaffMember {
  staff_id: string;
  name: string;
  role: Role;
}

/** Who did or approved something, as documents name them: `{staff_id, name}`. */
export interface StaffRef {
  staff_id: string;
  name: string;
}

/** The `{staff_id, name}` of `person`. */
export const refOf = (person: StaffMember): StaffRef => ({ staff_id: person.staff_id, name: person.name });

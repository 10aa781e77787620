import type { RosterState } from '@aspire/domain';

/** One line of the roster as GET /api/admin/students sends it. */
export type StudentRow = {
  id: string;
  user_id: string | null;
  state: RosterState;
  rostered: boolean;
  username: string | null;
  email: string;
  year_group: string | null;
  class_name: string | null;
  registered_at: string | null;
  verified_at: string | null;
  last_active_at: string | null;
};

/** Only a registered student has a page; an address nobody registered with is chased instead. */
export const studentLink = (row: Pick<StudentRow, 'user_id'> | undefined): boolean =>
  !!row?.user_id;

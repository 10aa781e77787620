import type { ShareableReport } from '@aspire/domain';

/** A row of GET /api/admin/shared-students. */
export type SharedStudentRow = {
  id: string;
  username: string;
  year_group: string | null;
  class_name: string | null;
  reports: ShareableReport[];
  shared_at: string;
  updated_at: string;
};

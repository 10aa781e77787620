import type { ShareableReport } from '../sharing/reports';

/** One opening of the student's shared reports by an adviser, as the student reads it. */
export type AdviserViewRow = {
  adviser: string;
  reports: ShareableReport[];
  viewedAt: string;
};

/** GET/PUT /api/adviser-share/:userId: what the student shares now and who opened it. */
export type AdviserShareState = {
  reports: ShareableReport[];
  sharedAt: string | null;
  updatedAt: string | null;
  views: AdviserViewRow[];
};

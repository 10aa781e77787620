import type { AdviserReport } from './shared-reports';

/** One opening of the student's shared reports by an adviser, as the student reads it. */
export type AdviserViewRow = {
  adviser: string;
  reports: AdviserReport[];
  viewedAt: string;
};

/** GET/PUT /api/adviser-share/:userId: what the student shares now and who opened it. */
export type AdviserShareState = {
  reports: AdviserReport[];
  sharedAt: string | null;
  updatedAt: string | null;
  views: AdviserViewRow[];
};

import { truncateCareerLabel } from '@aspire/domain';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { careerRadar } from '../lib/career-radar';
import { RadarTab, type RadarAssessment } from './RadarTab';

export const CAREER_RADAR_TITLE = 'FutureReady Profile Index';

const FUTUREREADY: RadarAssessment = {
  type: 'Career',
  name: 'FutureReady',
  title: CAREER_RADAR_TITLE,
  staleMs: PROGRESS_STALE_MS,
  radar: careerRadar,
  formatLabel: truncateCareerLabel,
  valueDecimals: 1,
  takePath: '/careerassessment',
  reportPath: '/career-scores',
  emptyText: 'Complete the FutureReady assessment to see your profile.',
};

/** The FutureReady tab (docs/product/dashboard.md): the merged radar and its buttons. */
export function FutureReadyTab({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  return <RadarTab userId={userId} isAdmin={isAdmin} assessment={FUTUREREADY} />;
}

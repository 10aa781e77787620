import { CAREER_SECTIONS, type CareerVisualization } from '@aspire/domain';
import { sectionRadar, type SectionRadar } from '../../../components/charts/section-radar';

export { NO_FACET_DESCRIPTION, radarLabelFontSize } from '../../../components/charts/section-radar';

export type CareerRadar = SectionRadar;

/**
 * One radar, "FutureReady Profile Index", merging the five career sections
 * (docs/product/dashboard.md).
 */
export const careerRadar = (
  visualization: CareerVisualization | null | undefined,
): CareerRadar | null => sectionRadar(CAREER_SECTIONS, visualization);

/**
 * The Enrich+ sidebar items (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)") and the
 * navigation state that presets one.
 */
export type EnrichItem = 'studystyle' | 'knowledge' | 'team';

export const ITEMS: readonly { id: EnrichItem; label: string; heading: string }[] = [
  { id: 'studystyle', label: 'StudyStyle Profile', heading: 'StudyStyle Profile' },
  { id: 'knowledge', label: 'Knowledge', heading: 'Knowledge' },
  { id: 'team', label: 'Team', heading: 'Team Dashboard' },
];

export const DEFAULT_ITEM: EnrichItem = 'studystyle';

export const itemInfo = (item: EnrichItem) => ITEMS.find((i) => i.id === item) ?? ITEMS[0];

/**
 * The page-view name recorded per item (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)").
 */
export const pageViewName = (item: EnrichItem): string => `Enrich+ - ${itemInfo(item).label}`;

export type EnrichNavigationState = {
  /** the item to open (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)") */
  activeItem?: EnrichItem;
  justSubmittedLearning?: boolean;
  fromLearningScores?: boolean;
  /** what the dashboard passes: the top sorted Part II and Part III scores */
  topSubjects?: unknown;
};

const flags = (state: unknown): EnrichNavigationState =>
  state && typeof state === 'object' ? (state as EnrichNavigationState) : {};

const isItem = (value: unknown): value is EnrichItem => ITEMS.some((i) => i.id === value);

/** The preset item; a finished StudyStyle assessment or its report opens the StudyStyle tab. */
export function itemForState(state: unknown): EnrichItem | null {
  const s = flags(state);
  if (isItem(s.activeItem)) return s.activeItem;
  if (s.justSubmittedLearning || s.fromLearningScores) return 'studystyle';
  return null;
}

export const isJustSubmitted = (state: unknown): boolean =>
  Boolean(flags(state).justSubmittedLearning);

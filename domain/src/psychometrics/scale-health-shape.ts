/**
 * The facets of GET /api/admin/scale-health, as the server sends and the back-office reads them.
 */
export type OptionFrequency = {
  score: number;
  /** The option's text in the question bank today; null for a score no current option has. */
  text: string | null;
  count: number;
};

export type ItemHealth = {
  question_id: number;
  question_number: number | null;
  /** null: the question has since been deleted from the bank. */
  text: string | null;
  mean: number;
  sd: number;
  item_total_r: number | null;
  alpha_if_deleted: number | null;
  low_item_total: boolean;
  options: OptionFrequency[];
  /** Some option of the question was chosen by nobody. */
  unused_option: boolean;
};

export type FacetHealth = {
  facet: string;
  items: number;
  respondents: number;
  /** Mean and SD of the facet total (the sum of its items); null while hidden. */
  mean: number | null;
  sd: number | null;
  alpha: number | null;
  alpha_lower: number | null;
  alpha_upper: number | null;
  sem: number | null;
  low_alpha: boolean;
  /** Why α (or everything) is not shown: too few respondents, a single item, no variance. */
  reason: string | null;
  item_stats: ItemHealth[];
};

// Lists on a phone (docs/product/coordinators.md, "On a phone"): a column of less use to a
// person on the move carries WIDE_ONLY, and the table (its sx) drops it below the `sm` width, so
// the rest fits 390 pixels without scrolling sideways.
export const WIDE_ONLY = 'wide-only';

export const dropsWideOnlyOnPhones = {
  [`& .${WIDE_ONLY}`]: { display: { xs: 'none', sm: 'table-cell' } },
} as const;

import { SearchInput, SelectInput } from 'react-admin';
import { ASSESSMENT_CHOICES } from '../lib/assessments';

/**
 * The question bank's list filters: one assessment (or all) and a search box, both always shown
 * (docs/product/coordinators.md, "Admins only").
 */
export const assessmentFilters = (searchPlaceholder: string) => [
  <SelectInput
    key="status"
    source="status"
    label="Assessment"
    choices={ASSESSMENT_CHOICES}
    emptyText="All assessments"
    alwaysOn
  />,
  <SearchInput key="q" source="q" placeholder={searchPlaceholder} alwaysOn />,
];

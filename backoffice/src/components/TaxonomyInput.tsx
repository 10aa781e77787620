import { TextArrayInput, type TextArrayInputProps } from 'react-admin';
import { normaliseTaxonomy } from '@aspire/domain';

export type TaxonomyInputProps = Omit<TextArrayInputProps, 'source'> & { source?: string };

/** Taxonomy as chips: type an entry and press Enter; entries are trimmed and never repeated. */
export const TaxonomyInput = ({ source = 'taxonomy', ...rest }: TaxonomyInputProps) => (
  <TextArrayInput
    source={source}
    label="Taxonomy"
    helperText="Type an entry and press Enter"
    parse={normaliseTaxonomy}
    format={(value: unknown) => (Array.isArray(value) ? value : [])}
    fullWidth
    {...rest}
  />
);

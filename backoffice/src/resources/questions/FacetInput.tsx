import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useGetOne, type RaRecord } from 'react-admin';
import { type ChosenFacet, validateFacetChoice } from './question-form';

/**
 * The facet, picked among the facets of the question's assessment
 * (docs/product/coordinators.md, "Admins only"). Changing the assessment clears a facet chosen for
 * another one; choosing a facet fills an empty category
 * and sub-category from it.
 */
export const FacetInput = () => {
  const status = useWatch({ name: 'status' }) as string | undefined;
  const facetId = useWatch({ name: 'facet_id' }) as unknown;
  const subCategory = useWatch({ name: 'sub_category' }) as unknown;
  const { getValues, setValue, trigger } = useFormContext();
  const chosen = facetId !== null && facetId !== undefined && facetId !== '';
  const { data: facet } = useGetOne<ChosenFacet & RaRecord>(
    'facets',
    { id: facetId as RaRecord['id'] },
    { enabled: chosen },
  );

  // The verdict depends on the loaded facet and the sub-category: look again when either changes.
  useEffect(() => {
    void trigger('facet_id');
  }, [facet, subCategory, status, trigger]);
  const shownStatus = useRef(status);

  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    setValue('facet_id', null, { shouldDirty: true });
  }, [status, setValue]);

  const fillFromFacet = (_id: unknown, facet?: RaRecord | '') => {
    if (!facet) return;
    for (const field of ['category', 'sub_category'] as const) {
      if (!String(getValues(field) ?? '').trim() && facet[field]) {
        setValue(field, facet[field], { shouldDirty: true, shouldValidate: true });
      }
    }
  };

  return (
    <ReferenceInput
      source="facet_id"
      reference="facets"
      filter={status ? { status } : {}}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput
        label="Facet"
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        onChange={fillFromFacet}
        validate={(id: unknown, values: Record<string, unknown>) =>
          validateFacetChoice(id, values, facet)
        }
        helperText={status ? `Facets of ${status}` : 'Choose the assessment first'}
      />
    </ReferenceInput>
  );
};

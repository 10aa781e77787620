import { EchoedField, EnumField, TextField, TextListField } from '../../common/dto/fields';
import { LENGTH, LIST_MAX, TEXT_LENGTH } from '../../database/columns';
import { STATUSES } from '../question-input';

/**
 * Facet fields, typed and sized to their columns; whether they are given is checked in
 * facets-admin.service.ts with its messages. Echoed read-only fields are ignored.
 */
export class FacetBodyDto {
  @EnumField(STATUSES, {
    optional: true,
    message: `Status must be one of: ${STATUSES.join(', ')}.`,
  })
  status?: string;

  @TextField({ max: LENGTH.name, optional: true, message: 'Facet name is required.' })
  name?: string;

  @TextField({ max: LENGTH.name, optional: true, message: 'Category is required.' })
  category?: string;

  @TextField({ max: LENGTH.name, optional: true, message: 'Sub-category is required.' })
  sub_category?: string;

  /** The note students read under their score. */
  @TextField({ max: TEXT_LENGTH.facetNote, multiline: true, nullable: true })
  note?: string;

  @TextListField({ max: TEXT_LENGTH.tag, maxItems: LIST_MAX.taxonomy, nullable: true })
  taxonomy?: string[];

  @EchoedField('integer') id?: number;
  @EchoedField('integer') question_count?: number;
}

import { WHITELIST_VALUE_REQUIRED } from '@aspire/domain';
import { EchoedField, EnumField, IntField, TextField } from '../../common/dto/fields';
import { LENGTH } from '../../database/columns';

const TYPE_MESSAGE = 'Type must be "domain" or "email".';

/** A school's id (or null for none); an unknown id answers 400 from the service. */
export const SchoolIdField = () => IntField({ min: 1, nullable: true, example: 1 });

/**
 * Shape only; the whitelist rules (trim, format, messages; docs/product/coordinators.md) run in
 * whitelist-rules.ts.
 */
export class WhitelistEntryDto {
  @EnumField(['domain', 'email'], { message: TYPE_MESSAGE })
  type: 'domain' | 'email';

  @TextField({
    max: LENGTH.whitelistValue,
    message: WHITELIST_VALUE_REQUIRED,
    example: 'demo-school.test',
  })
  value: string;
}

export class CreateWhitelistEntryDto extends WhitelistEntryDto {
  @SchoolIdField()
  school_id?: number | null;
}

/** react-admin sends the whole record back on save; only school_id can change. */
export class UpdateWhitelistEntryDto {
  @SchoolIdField()
  school_id?: number | null;

  @EchoedField('integer') id?: number;
  @EchoedField('string') type?: string;
  @EchoedField('string') value?: string;
  @EchoedField('string') school_name?: string | null;
  @EchoedField('string') added_by?: string | null;
  @EchoedField('string') added_by_email?: string | null;
  @EchoedField('date-time') created_at?: string;
}

/** The CSV import: the one body that needs more than the default limit (tens of thousands of rows). */
export const IMPORT_CSV_MAX = 1_000_000;
export const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export class ImportWhitelistDto {
  @TextField({ max: IMPORT_CSV_MAX, multiline: true, example: 'type,value\ndomain,school.edu\n' })
  csv: string;

  @SchoolIdField()
  school_id?: number | null;
}

import { UNVERIFIED_DAYS_DEFAULT, UNVERIFIED_DAYS_MAX } from '@aspire/domain';
import { DateTimeField, IntField, NumericText, TextField } from '../../common/dto/fields';
import { IMPORT_CSV_MAX, SchoolIdField } from '../../whitelist/dto/whitelist-entry.dto';
import { LENGTH } from '../../database/columns';

/** A school (admins; a coordinator may only name their own), a period, a year group and class. */
export class ReportQuery {
  @NumericText()
  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;

  /** Students registered from this moment (default: the beginning). */
  @DateTimeField({ optional: true })
  from?: string;

  /** Up to this moment, excluded (default: now). */
  @DateTimeField({ optional: true })
  to?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true, example: 'Year 12' })
  year_group?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true, example: '12B' })
  class_name?: string;
}

/** Resend verification to the school's students unverified for `days` days or more. */
export class BulkResendDto {
  @IntField({ min: 0, max: UNVERIFIED_DAYS_MAX, optional: true, example: UNVERIFIED_DAYS_DEFAULT })
  days?: number;

  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  year_group?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  class_name?: string;
}

/** Invite the rostered addresses nobody registered with: a year group and/or class, or all. */
export class RosterInviteDto {
  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  year_group?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  class_name?: string;
}

/** A roster: `email,year_group,class_name` (header optional); admins name the school. */
export class RosterImportDto {
  @TextField({
    max: IMPORT_CSV_MAX,
    multiline: true,
    example: 'email,year_group,class_name\nami@demo-school.test,Year 12,12B\n',
  })
  csv: string;

  @SchoolIdField()
  school_id?: number | null;
}

/** The school an admin adds a rejected domain to (a coordinator's is always their own). */
export class AddDomainDto {
  @SchoolIdField()
  school_id?: number | null;
}

import { ColumnOptions } from 'typeorm';

/**
 * The sizes of the columns that requests fill. Entities declare their columns with them and
 * request DTOs cap their fields with them, so no accepted value can overflow its column
 * (a value longer than its column was a 500 on MySQL).
 */
export const LENGTH = {
  uuid: 36,
  email: 254,
  name: 120,
  username: 50,
  schoolName: 200,
  sessionId: 64,
  /** questions.status, facets.status, questions.answer_type */
  code: 32,
  whitelistValue: 254,
  analyticsName: 200,
  /** users.year_group / class_name and the roster columns of whitelist_entries */
  rosterGroup: 32,
} as const;

/** A signed 32-bit `int` column: 2³¹ − 1. */
export const INT_MAX = 2_147_483_647;

/**
 * A `text` column holds 65,535 bytes on MySQL/MariaDB (SQLite has no limit); a character takes
 * up to 4 bytes in utf8mb4. Texts are capped in characters so that they, and the JSON of the
 * audit rows that copy them, always fit.
 */
export const TEXT_BYTES = 65_535;
export const TEXT_LENGTH = {
  questionText: 4000,
  exampleInfo: 4000,
  optionText: 200,
  facetNote: 4000,
  /** 16,000 characters × 4 bytes < 65,535. */
  insights: 16_000,
  /** A taxonomy tag, a top facet or subject (copied into varchar(120) columns elsewhere). */
  tag: LENGTH.name,
} as const;

/** How many entries a JSON list column takes, so its JSON fits a `text` column. */
export const LIST_MAX = {
  options: 20,
  taxonomy: 20,
  topItems: 50,
} as const;

// Column shapes shared by every entity, chosen to mean the same on MySQL/MariaDB and SQLite.
export const DATETIME: ColumnOptions = { type: 'datetime', precision: 3 };
export const NULLABLE_DATETIME: ColumnOptions = { ...DATETIME, nullable: true };
export const UUID = { type: 'varchar', length: LENGTH.uuid } as const;
export const EMAIL: ColumnOptions = { type: 'varchar', length: LENGTH.email };
export const NAME: ColumnOptions = { type: 'varchar', length: LENGTH.name };
/** JSON stored as text: portable, and never queried inside by SQL. */
export const JSON_TEXT: ColumnOptions = { type: 'simple-json' };
export const NULLABLE_JSON_TEXT: ColumnOptions = { type: 'simple-json', nullable: true };
/** MySQL stores booleans as tinyint(1); the width keeps TypeORM's drift check quiet. */
export const BOOLEAN: ColumnOptions = { type: 'boolean', width: 1 };

import { ColumnOptions } from 'typeorm';

// Column shapes shared by every entity, chosen to mean the same on MySQL/MariaDB and SQLite.
export const DATETIME: ColumnOptions = { type: 'datetime', precision: 3 };
export const NULLABLE_DATETIME: ColumnOptions = { ...DATETIME, nullable: true };
export const UUID = { type: 'varchar', length: 36 } as const;
export const EMAIL: ColumnOptions = { type: 'varchar', length: 254 };
export const NAME: ColumnOptions = { type: 'varchar', length: 120 };
/** JSON stored as text: portable, and never queried inside by SQL. */
export const JSON_TEXT: ColumnOptions = { type: 'simple-json' };
export const NULLABLE_JSON_TEXT: ColumnOptions = { type: 'simple-json', nullable: true };
/** MySQL stores booleans as tinyint(1); the width keeps TypeORM's drift check quiet. */
export const BOOLEAN: ColumnOptions = { type: 'boolean', width: 1 };

import { UNVERIFIED_DAYS_DEFAULT, UNVERIFIED_DAYS_MAX } from '@aspire/domain';

/** The days of the "not verified for N days" filter: 7 unless a whole number 0..365 is given. */
export const unverifiedDays = (value: unknown): number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= UNVERIFIED_DAYS_MAX
    ? (value as number)
    : UNVERIFIED_DAYS_DEFAULT;

/** A raw DATETIME: mysql2 answers a Date, SQLite the UTC text TypeORM wrote. */
export const rawDate = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v !== 'string' || !v) return null;
  return new Date(v.includes('T') ? v : `${v.replace(' ', 'T')}Z`);
};

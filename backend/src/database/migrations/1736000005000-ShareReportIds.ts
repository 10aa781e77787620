import { MigrationInterface, QueryRunner } from 'typeorm';

/** The display names parent links stored before the one list of report ids (domain/src/sharing/reports.ts). */
const RENAMED = [
  ['futureready', 'FutureReady'],
  ['uniready', 'UniReady'],
  ['studystyle', 'StudyStyle'],
] as const;

/**
 * Parent links name their reports by the same lowercase ids as adviser shares
 * (domain/src/sharing/reports.ts): each link's JSON list, and each PDF download logged as
 * the report's name. Only the four report names were ever stored there, so lower-casing the
 * whole text is exact; `page` is unchanged. No WHERE: a case-insensitive collation would call
 * the old and new names equal.
 */
export class ShareReportIds1736000005000 implements MigrationInterface {
  name = 'ShareReportIds1736000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE share_links SET reports = LOWER(reports)');
    await queryRunner.query('UPDATE share_link_views SET what = LOWER(what)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    let reports = 'reports';
    for (const [id, name] of RENAMED) reports = `REPLACE(${reports}, '"${id}"', '"${name}"')`;
    const what = RENAMED.map(([id, name]) => `WHEN '${id}' THEN '${name}'`).join(' ');
    await queryRunner.query(`UPDATE share_links SET reports = ${reports}`);
    await queryRunner.query(`UPDATE share_link_views SET what = CASE what ${what} ELSE what END`);
  }
}

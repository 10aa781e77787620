import { schoolNameKey } from '@aspire/domain';
import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

type Row = { id: number; name: string };

/**
 * School names are unique whatever their case or spacing: `name_key` holds
 * schoolNameKey(name) under a unique index. Existing schools whose names differ only in case or
 * spacing keep the oldest one's name; the later ones are renamed "Name (2)", "Name (3)", … so no
 * school, user or whitelist entry is lost and an admin can merge or rename them afterwards.
 */
export class SchoolNameKey1733071872913 implements MigrationInterface {
  name = 'SchoolNameKey1733071872913';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'schools',
      new TableColumn({
        name: 'name_key',
        type: 'varchar',
        length: '200',
        // NULL only for rows written around the application (tests, scripts): the unique index
        // ignores NULLs, and every school the application writes has its key.
        isNullable: true,
      }),
    );
    const rows: Row[] = await queryRunner.query('SELECT id, name FROM schools ORDER BY id');
    const original = new Set(rows.map((r) => schoolNameKey(r.name)));
    const taken = new Set<string>();
    for (const row of rows) {
      let name = row.name;
      const free = (candidate: string) =>
        candidate === row.name
          ? !taken.has(schoolNameKey(candidate))
          : !taken.has(schoolNameKey(candidate)) && !original.has(schoolNameKey(candidate));
      for (let n = 2; !free(name); n++) {
        const suffix = ` (${n})`;
        name = `${row.name.slice(0, 200 - suffix.length)}${suffix}`;
      }
      taken.add(schoolNameKey(name));
      await queryRunner.query('UPDATE schools SET name = ?, name_key = ? WHERE id = ?', [
        name,
        schoolNameKey(name),
        row.id,
      ]);
    }
    await queryRunner.createIndex(
      'schools',
      new TableIndex({ name: 'uq_schools_name_key', columnNames: ['name_key'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('schools', 'uq_schools_name_key');
    await queryRunner.dropColumn('schools', 'name_key');
  }
}

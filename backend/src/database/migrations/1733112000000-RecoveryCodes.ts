import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Single-use recovery codes, stored as an HMAC of the code. */
export class RecoveryCodes1733112000000 implements MigrationInterface {
  name = 'RecoveryCodes1733112000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'datetime', precision: 3 },
          { name: 'used_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'revoked_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'uq_recovery_codes_hash', columnNames: ['code_hash'], isUnique: true },
          { name: 'idx_recovery_codes_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          {
            name: 'fk_recovery_codes_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes', true, true, true);
  }
}

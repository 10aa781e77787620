import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const datetime = (name: string, isNullable = false) =>
  ({ name, type: 'datetime', precision: 3, isNullable }) as const;
const varchar = (name: string, length: number, isNullable = false) =>
  ({ name, type: 'varchar', length: String(length), isNullable }) as const;
const cascade = (name: string, column: string, table: string) => ({
  name,
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
  onUpdate: 'NO ACTION',
});
const serial = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
} as const;

/** School sign-in over OpenID Connect: each school's configuration, account links, sign-ins in flight. */
export class SchoolSso1734600000000 implements MigrationInterface {
  name = 'SchoolSso1734600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'school_sso_configs',
        columns: [
          serial,
          { name: 'school_id', type: 'integer' },
          varchar('provider', 16),
          varchar('client_id', 255),
          varchar('client_secret_sealed', 1024),
          varchar('tenant_id', 36, true),
          varchar('workspace_domain', 253, true),
          { name: 'allowed_domains', type: 'text' },
          { name: 'enabled', type: 'boolean' },
          datetime('created_at'),
          datetime('updated_at'),
        ],
        indices: [
          {
            name: 'uq_school_sso_configs_school_provider',
            columnNames: ['school_id', 'provider'],
            isUnique: true,
          },
        ],
        foreignKeys: [cascade('fk_school_sso_configs_school', 'school_id', 'schools')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sso_identities',
        columns: [
          serial,
          varchar('user_id', 36),
          varchar('provider', 16),
          varchar('issuer', 255),
          varchar('subject', 255),
          varchar('email', 254),
          datetime('created_at'),
        ],
        indices: [
          { name: 'uq_sso_identities_subject', columnNames: ['issuer', 'subject'], isUnique: true },
          {
            name: 'uq_sso_identities_user_issuer',
            columnNames: ['user_id', 'issuer'],
            isUnique: true,
          },
        ],
        foreignKeys: [cascade('fk_sso_identities_user', 'user_id', 'users')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'sso_attempts',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('state_hash', 64),
          varchar('browser_hash', 64),
          { name: 'config_id', type: 'integer' },
          varchar('app', 16),
          varchar('nonce', 64),
          varchar('code_verifier', 128),
          datetime('created_at'),
          datetime('expires_at'),
          datetime('returned_at', true),
          varchar('outcome', 16, true),
          varchar('message', 400, true),
          varchar('user_id', 36, true),
          varchar('email', 254, true),
          varchar('issuer', 255, true),
          varchar('subject', 255, true),
          datetime('finished_at', true),
        ],
        indices: [
          { name: 'uq_sso_attempts_state', columnNames: ['state_hash'], isUnique: true },
          { name: 'idx_sso_attempts_expires', columnNames: ['expires_at'] },
        ],
        foreignKeys: [
          cascade('fk_sso_attempts_config', 'config_id', 'school_sso_configs'),
          cascade('fk_sso_attempts_user', 'user_id', 'users'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sso_attempts', true, true, true);
    await queryRunner.dropTable('sso_identities', true, true, true);
    await queryRunner.dropTable('school_sso_configs', true, true, true);
  }
}

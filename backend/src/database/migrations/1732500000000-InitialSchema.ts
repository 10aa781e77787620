import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';
import { TableForeignKeyOptions } from 'typeorm/schema-builder/options/TableForeignKeyOptions';
import { TableIndexOptions } from 'typeorm/schema-builder/options/TableIndexOptions';

// Written with the QueryRunner schema API so one migration runs on MySQL, MariaDB and SQLite.
// The column shapes mirror database/columns.ts; the drift test proves entities and schema agree.

const increments = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const uuidKey = (): TableColumnOptions => ({
  name: 'id',
  type: 'varchar',
  length: '36',
  isPrimary: true,
});
const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const uuid = (name: string, isNullable = false) => varchar(name, 36, isNullable);
const email = (name: string, isNullable = false) => varchar(name, 254, isNullable);
const label = (name: string) => varchar(name, 120);
const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable,
});
const int = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});
const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean' });
const datetime = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
});

const index = (name: string, columnNames: string[], isUnique = false): TableIndexOptions => ({
  name,
  columnNames,
  isUnique,
});
const fk = (
  name: string,
  column: string,
  referencedTableName: string,
  onDelete: 'CASCADE' | 'SET NULL',
): TableForeignKeyOptions => ({
  name,
  columnNames: [column],
  referencedTableName,
  referencedColumnNames: ['id'],
  onDelete,
  onUpdate: 'NO ACTION',
});

type TableSpec = {
  name: string;
  columns: TableColumnOptions[];
  indices?: TableIndexOptions[];
  foreignKeys?: TableForeignKeyOptions[];
};

const TABLES: TableSpec[] = [
  {
    name: 'schools',
    columns: [increments(), varchar('name', 200), datetime('created_at')],
    indices: [index('uq_schools_name', ['name'], true)],
  },
  {
    name: 'users',
    columns: [
      uuidKey(),
      email('email'),
      varchar('username', 50),
      varchar('password_hash', 255),
      int('age'),
      varchar('role', 32),
      varchar('app_role', 16),
      int('school_id', true),
      int('token_version'),
      datetime('email_verified_at', true),
      datetime('restriction_until', true),
      datetime('last_team_participation', true),
      datetime('last_username_change_at', true),
      datetime('last_email_change_at', true),
      datetime('last_data_download_at', true),
      text('top_subjects', true),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [
      index('uq_users_email', ['email'], true),
      index('uq_users_username', ['username'], true),
    ],
    foreignKeys: [fk('fk_users_school', 'school_id', 'schools', 'SET NULL')],
  },
  {
    name: 'email_tokens',
    columns: [
      increments(),
      uuid('user_id'),
      varchar('purpose', 16),
      varchar('token_hash', 64),
      email('new_email', true),
      datetime('expires_at'),
      datetime('used_at', true),
      datetime('created_at'),
    ],
    indices: [
      index('uq_email_tokens_hash', ['token_hash'], true),
      index('idx_email_tokens_user_purpose', ['user_id', 'purpose']),
    ],
    foreignKeys: [fk('fk_email_tokens_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'auth_limits',
    columns: [
      increments(),
      varchar('action', 16),
      varchar('subject', 254),
      int('attempts'),
      datetime('window_started_at', true),
      datetime('last_attempt_at', true),
      datetime('locked_until', true),
      int('daily_count'),
      varchar('daily_date', 10, true),
    ],
    indices: [index('uq_auth_limits_action_subject', ['action', 'subject'], true)],
  },
  {
    name: 'whitelist_entries',
    columns: [
      increments(),
      varchar('type', 8),
      varchar('value', 254),
      int('school_id', true),
      uuid('added_by', true),
      datetime('created_at'),
    ],
    indices: [
      index('uq_whitelist_type_value', ['type', 'value'], true),
      index('idx_whitelist_school', ['school_id']),
      index('idx_whitelist_added_by', ['added_by', 'created_at']),
    ],
    foreignKeys: [
      fk('fk_whitelist_school', 'school_id', 'schools', 'SET NULL'),
      fk('fk_whitelist_added_by', 'added_by', 'users', 'SET NULL'),
    ],
  },
  {
    name: 'facets',
    columns: [
      increments(),
      varchar('status', 32),
      label('name'),
      label('category'),
      label('sub_category'),
      text('note'),
      text('taxonomy'),
    ],
    indices: [index('uq_facets_status_name', ['status', 'name'], true)],
  },
  {
    name: 'questions',
    columns: [
      increments(),
      int('question_number'),
      text('question_text'),
      text('example_info', true),
      text('options'),
      varchar('answer_type', 32),
      label('category'),
      label('sub_category'),
      int('facet_id', true),
      varchar('status', 32),
      text('taxonomy'),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [
      index('uq_questions_number', ['question_number'], true),
      index('idx_questions_status_number', ['status', 'question_number']),
    ],
    foreignKeys: [fk('fk_questions_facet', 'facet_id', 'facets', 'SET NULL')],
  },
  {
    name: 'assessment_answers',
    columns: [
      increments(),
      uuid('user_id'),
      varchar('session_id', 64),
      varchar('assessment_type', 16),
      int('question_id'),
      label('category'),
      label('sub_category'),
      label('facet'),
      text('taxonomy'),
      int('score'),
      datetime('created_at'),
    ],
    indices: [
      index('uq_answers_session_question', ['session_id', 'question_id'], true),
      index('idx_answers_user_type_session', ['user_id', 'assessment_type', 'session_id']),
    ],
    foreignKeys: [fk('fk_answers_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'assessment_progress',
    columns: [
      increments(),
      uuid('user_id'),
      varchar('session_id', 64),
      varchar('assessment_type', 16),
      bool('is_completed'),
      datetime('last_completion_date', true),
      text('top_subcategories', true),
      text('top_facets', true),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [
      index('uq_progress_user_type_session', ['user_id', 'assessment_type', 'session_id'], true),
    ],
    foreignKeys: [fk('fk_progress_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'insights',
    columns: [
      increments(),
      uuid('user_id'),
      text('text'),
      varchar('provider', 32),
      datetime('generated_at'),
    ],
    indices: [index('idx_insights_user_generated', ['user_id', 'generated_at'])],
    foreignKeys: [fk('fk_insights_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'material_sets',
    columns: [
      increments(),
      uuid('user_id'),
      varchar('subject', 200),
      varchar('provider', 32),
      datetime('generated_at'),
    ],
    indices: [index('idx_material_sets_user_generated', ['user_id', 'generated_at'])],
    foreignKeys: [fk('fk_material_sets_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'materials',
    columns: [
      increments(),
      int('set_id'),
      int('position'),
      varchar('title', 300),
      varchar('url', 1000),
      bool('completed'),
    ],
    indices: [index('idx_materials_set', ['set_id', 'position'])],
    foreignKeys: [fk('fk_materials_set', 'set_id', 'material_sets', 'CASCADE')],
  },
  {
    name: 'team_tasks',
    columns: [
      uuidKey(),
      uuid('creator_id'),
      varchar('subject', 200),
      text('question', true),
      varchar('status', 16),
      text('feedback_text', true),
      datetime('submission_date', true),
      datetime('created_at'),
    ],
    indices: [index('idx_team_tasks_creator', ['creator_id', 'created_at'])],
    foreignKeys: [fk('fk_team_tasks_creator', 'creator_id', 'users', 'CASCADE')],
  },
  {
    name: 'team_invitations',
    columns: [
      uuidKey(),
      uuid('task_id'),
      uuid('inviter_id'),
      email('invitee_email'),
      uuid('invitee_id', true),
      varchar('subject', 200),
      varchar('status', 16),
      datetime('created_at'),
    ],
    indices: [
      index('idx_team_invitations_task', ['task_id']),
      index('idx_team_invitations_invitee_email', ['invitee_email']),
    ],
    foreignKeys: [
      fk('fk_team_invitations_task', 'task_id', 'team_tasks', 'CASCADE'),
      fk('fk_team_invitations_inviter', 'inviter_id', 'users', 'CASCADE'),
      fk('fk_team_invitations_invitee', 'invitee_id', 'users', 'CASCADE'),
    ],
  },
  {
    name: 'team_answers',
    columns: [
      increments(),
      uuid('task_id'),
      uuid('user_id'),
      text('answer_text'),
      datetime('submitted_at', true),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [index('uq_team_answers_task_user', ['task_id', 'user_id'], true)],
    foreignKeys: [
      fk('fk_team_answers_task', 'task_id', 'team_tasks', 'CASCADE'),
      fk('fk_team_answers_user', 'user_id', 'users', 'CASCADE'),
    ],
  },
  {
    name: 'feed_posts',
    columns: [increments(), uuid('user_id'), text('body'), datetime('created_at')],
    indices: [index('idx_feed_posts_created', ['created_at'])],
    foreignKeys: [fk('fk_feed_posts_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'consultant_profiles',
    columns: [
      increments(),
      uuid('user_id'),
      varchar('headline', 200),
      text('bio'),
      text('subjects'),
      datetime('created_at'),
      datetime('updated_at'),
    ],
    indices: [index('uq_consultant_profiles_user', ['user_id'], true)],
    foreignKeys: [fk('fk_consultant_profiles_user', 'user_id', 'users', 'CASCADE')],
  },
  {
    name: 'analytics_events',
    columns: [
      increments(),
      varchar('type', 32),
      varchar('name', 200),
      uuid('user_id', true),
      int('school_id', true),
      datetime('at'),
    ],
    indices: [
      index('idx_analytics_type_at', ['type', 'at']),
      index('idx_analytics_school_at', ['school_id', 'at']),
    ],
    foreignKeys: [fk('fk_analytics_user', 'user_id', 'users', 'SET NULL')],
  },
  {
    name: 'audit_logs',
    columns: [
      increments(),
      uuid('actor_id', true),
      email('actor_email', true),
      varchar('action', 64),
      varchar('resource', 64),
      varchar('resource_id', 64, true),
      text('before', true),
      text('after', true),
      varchar('ip', 64, true),
      datetime('at'),
    ],
    indices: [
      index('idx_audit_resource', ['resource', 'resource_id']),
      index('idx_audit_actor', ['actor_id']),
      index('idx_audit_at', ['at']),
    ],
  },
  {
    name: 'mail_outbox',
    columns: [
      increments(),
      email('to_address'),
      varchar('subject', 300),
      text('text_body'),
      text('html_body', true),
      datetime('created_at'),
      datetime('sent_at', true),
      text('error', true),
    ],
    indices: [index('idx_mail_outbox_to_created', ['to_address', 'created_at'])],
  },
];

export class InitialSchema1732500000000 implements MigrationInterface {
  name = 'InitialSchema1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const spec of TABLES) {
      await queryRunner.createTable(new Table(spec), false, true, true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const spec of [...TABLES].reverse()) {
      await queryRunner.dropTable(spec.name, true, true, true);
    }
  }
}

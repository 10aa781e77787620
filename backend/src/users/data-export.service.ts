import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../admin/csv-export';
import { EntityManager, EntityMetadata, In } from 'typeorm';
import { AdviserShare } from '../advisers/entities/adviser-share.entity';
import { AdviserView } from '../advisers/entities/adviser-view.entity';
import { AnalyticsEvent } from '../analytics/entities/analytics-event.entity';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AssignmentReminder } from '../assignments/entities/assignment-reminder.entity';
import { AuthUser } from '../auth/auth-user';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { EmailToken } from '../auth/entities/email-token.entity';
import { emailKey } from '../auth/limits/auth-limits.service';
import { ConsultantProfile } from '../community/entities/consultant-profile.entity';
import { FeedPost } from '../community/entities/feed-post.entity';
import { FeedReaction } from '../community/entities/feed-reaction.entity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { Insight } from '../insights/entities/insight.entity';
import { School } from '../schools/entities/school.entity';
import { SsoIdentity } from '../sso/entities/sso-identity.entity';
import { ShareLink } from '../sharing/entities/share-link.entity';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { MaterialSet } from '../materials/entities/material-set.entity';
import { Notification } from '../teams/entities/notification.entity';
import { TeamAnswer } from '../teams/entities/team-answer.entity';
import { TeamInvitation } from '../teams/entities/team-invitation.entity';
import { TeamTask } from '../teams/entities/team-task.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { assertCooldown } from './cooldowns';
import { User } from './entities/user.entity';
import { PersonalDataRepository } from './personal-data.repository';

type Cell = string | number | boolean | null | undefined | Date | object;

/**
 * "Download Your Data" (GDPR Art. 15/20): every stored field of the student, one line per
 * field as `section,record,field,value`, so any spreadsheet opens it. Every table that holds a
 * user's id or e-mail has a section here (backend/test/privacy/coverage.test.ts checks it
 * against the schema); secrets (password and token hashes, session ids) are left out.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly personal: PersonalDataRepository,
  ) {}

  async export(caller: AuthUser, userId: string): Promise<string> {
    // Under the user's row lock: parallel downloads pass the 30-day rule once.
    return this.transactions.locked(User, { id: userId }, async (manager, user) => {
      if (!user) throw AppError.notFound('User not found.');
      assertCooldown(caller, 'download', user.lastDataDownloadAt, this.clock.now());
      const where = { userId };
      const sections: [string, object[]][] = [
        ['profile', [withoutSecrets(user)]],
        ['answers', await manager.find(AssessmentAnswer, { where, order: { id: 'ASC' } })],
        ['completions', await manager.find(AssessmentProgress, { where, order: { id: 'ASC' } })],
        ['insights', await manager.find(Insight, { where, order: { id: 'ASC' } })],
        ['materials', await manager.find(MaterialSet, { where, relations: { materials: true } })],
        ['team_answers', await manager.find(TeamAnswer, { where })],
        ['feed_posts', await manager.find(FeedPost, { where, order: { id: 'ASC' } })],
        ['feed_reactions', await manager.find(FeedReaction, { where, order: { id: 'ASC' } })],
        ['consultant_profile', await manager.find(ConsultantProfile, { where })],
        ['invitations_sent', await manager.findBy(WhitelistEntry, { addedBy: userId })],
        ['analytics_events', await manager.find(AnalyticsEvent, { where, order: { id: 'ASC' } })],
        // A parent link without its token hash (a secret); its openings say when and what.
        [
          'share_links',
          (await manager.find(ShareLink, { where, order: { createdAt: 'ASC' } })).map(
            ({ tokenHash: _hash, ...rest }) => rest,
          ),
        ],
        ['share_link_views', await this.personal.shareLinkViews(manager, userId)],
        [
          'assignment_reminders',
          await manager.find(AssignmentReminder, { where, order: { id: 'ASC' } }),
        ],
        // What the student shares with their school's careers advisers, and who opened it.
        ['adviser_share', await manager.find(AdviserShare, { where })],
        ['adviser_views', await manager.find(AdviserView, { where, order: { id: 'ASC' } })],
        ...(await this.accountRecords(manager, user)),
      ];
      const labels = new RelationLabels(manager);
      await manager.update(User, userId, { lastDataDownloadAt: this.clock.now() });
      const lines: Cell[][] = [['section', 'record', 'field', 'value']];
      for (const [section, records] of sections) {
        for (const [i, record] of records.entries()) {
          const target = section === 'profile' ? User : record.constructor;
          for (const [field, value] of await labels.fields(target, record)) {
            lines.push([section, i + 1, field, value]);
          }
        }
      }
      return stringify(
        lines.map((line) => line.map(cell)),
        { bom: true },
      );
    });
  }

  /** Sign-in, mail, team and audit records about the account (every table). */
  private async accountRecords(m: EntityManager, user: User): Promise<[string, object[]][]> {
    const id = user.id;
    const email = user.email.toLowerCase();
    const byId = { order: { id: 'ASC' as const } };
    const tokens = await m.find(EmailToken, { where: { userId: id }, ...byId });
    const sessions = await m.find(AuthSession, {
      where: { userId: id },
      order: { createdAt: 'ASC' },
    });
    const limits = await m.find(AuthLimit, {
      where: { subject: In([id, emailKey(email)]) },
      ...byId,
    });
    const mails = await m.find(MailOutbox, { where: { toAddress: email }, ...byId });
    const trail = await this.personal.trailAboutInOrder(m, id);
    return [
      ['email_tokens', tokens.map(({ tokenHash: _hash, ...rest }) => rest)],
      ['sessions', sessions.map(({ id: _sid, ...rest }) => rest)],
      ['sign_in_limits', limits.map(({ subject: _key, ...rest }) => rest)],
      [
        'whitelist_entries_for_you',
        await m.findBy(WhitelistEntry, { type: 'email', value: email }),
      ],
      ['team_tasks_created', await m.find(TeamTask, { where: { creatorId: id }, ...byId })],
      [
        'team_invitations',
        await m.find(TeamInvitation, {
          where: [{ inviterId: id }, { inviteeId: id }, { inviteeEmail: email }],
          order: { createdAt: 'ASC' },
        }),
      ],
      ['notifications', await m.find(Notification, { where: { userId: id }, ...byId })],
      [
        'school_sign_in',
        (await m.find(SsoIdentity, { where: { userId: id }, ...byId })).map((link) => ({
          provider: link.provider,
          issuer: link.issuer,
          subject: link.subject,
          email: link.email,
          createdAt: link.createdAt,
        })),
      ],
      [
        'emails_sent_to_you',
        mails.map((mail) => ({
          subject: mail.subject,
          text: mail.textBody,
          status: mail.status,
          createdAt: mail.createdAt,
          sentAt: mail.sentAt,
        })),
      ],
      [
        'audit_trail',
        trail.map((row) => ({
          action: row.action,
          resource: row.resource,
          byYou: row.actorId === id,
          before: row.before,
          after: row.after,
          at: row.at,
        })),
      ],
    ];
  }
}

/**
 * Relation columns read as what a person recognises: a user as "name <e-mail>", a
 * school by its name, anything else by its id. A relation that was not loaded is filled from its
 * foreign key; one-to-many lists that were not loaded are left out instead of written empty.
 */
class RelationLabels {
  private readonly cache = new Map<string, string>();

  constructor(private readonly manager: EntityManager) {}

  async fields(target: unknown, record: object): Promise<[string, Cell][]> {
    const meta = this.metadataOf(target);
    const out: [string, Cell][] = [];
    for (const [field, value] of Object.entries(record)) {
      const relation = meta?.relations.find((r) => r.propertyName === field);
      if (!relation || !meta) {
        if (value !== undefined) out.push([field, value]);
        continue;
      }
      if (!relation.isManyToOne && !relation.isOneToOneOwner) {
        if (value !== undefined) out.push([field, value]);
        continue;
      }
      const joinColumn = relation.joinColumns[0];
      const key = meta.columns.find(
        (c) => c.databaseName === joinColumn?.databaseName && c.propertyName !== field,
      );
      const id = key ? (record as Record<string, unknown>)[key.propertyName] : undefined;
      out.push([field, await this.label(relation.inverseEntityMetadata.target, id)]);
    }
    return out;
  }

  private metadataOf(target: unknown): EntityMetadata | undefined {
    const connection = this.manager.connection;
    return typeof target === 'function' && connection.hasMetadata(target)
      ? connection.getMetadata(target)
      : undefined;
  }

  private async label(target: unknown, id: unknown): Promise<string> {
    if (id === null || id === undefined || id === '') return '';
    const name = typeof target === 'function' ? target.name : String(target);
    const cacheKey = `${name}:${String(id)}`;
    const known = this.cache.get(cacheKey);
    if (known !== undefined) return known;
    let label = `#${String(id)}`;
    if (target === User) {
      const user = await this.manager.findOneBy(User, { id: String(id) });
      if (user) label = `${user.username} <${user.email}>`;
    } else if (target === School) {
      const school = await this.manager.findOneBy(School, { id: Number(id) });
      if (school) label = school.name;
    }
    this.cache.set(cacheKey, label);
    return label;
  }
}

function withoutSecrets(user: User) {
  // usernameKey is the username again, in lower case.
  const { passwordHash: _hash, tokenVersion: _version, usernameKey: _key, ...rest } = user;
  return rest;
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return neutraliseFormula(JSON.stringify(value));
  return typeof value === 'string' ? neutraliseFormula(value) : String(value);
}

import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../admin/csv-export';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AuthUser } from '../auth/auth-user';
import { ConsultantProfile } from '../community/entities/consultant-profile.entity';
import { FeedPost } from '../community/entities/feed-post.entity';
import { FeedReaction } from '../community/entities/feed-reaction.entity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { Insight } from '../insights/entities/insight.entity';
import { MaterialSet } from '../materials/entities/material-set.entity';
import { TeamAnswer } from '../teams/entities/team-answer.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { assertCooldown } from './cooldowns';
import { User } from './entities/user.entity';

type Cell = string | number | boolean | null | undefined | Date | object;

/**
 * "Download Your Data" (GDPR Art. 15/20): every stored field of the student, one line per
 * field as `section,record,field,value`, so any spreadsheet opens it.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
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
      ];
      await manager.update(User, userId, { lastDataDownloadAt: this.clock.now() });
      const lines: Cell[][] = [['section', 'record', 'field', 'value']];
      for (const [section, records] of sections) {
        records.forEach((record, i) => {
          for (const [field, value] of Object.entries(record))
            lines.push([section, i + 1, field, value]);
        });
      }
      return stringify(
        lines.map((line) => line.map(cell)),
        { bom: true },
      );
    });
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

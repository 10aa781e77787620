import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthSession } from '../entities/auth-session.entity';

/**
 * The session statements of every authenticated request (docs/decisions/0088-idle-sessions.md):
 * one read of the session with its user, and the conditional UPDATE of its last use.
 */
@Injectable()
export class LiveSessionsRepository {
  constructor(@InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>) {}

  /** The unexpired session a token names, with the user columns a token is checked against. */
  findLive(sid: string, userId: string, scope: string, now: Date): Promise<AuthSession | null> {
    return this.sessions
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select(['s.id', 's.createdAt', 's.lastSeenAt'])
      .addSelect(['u.id', 'u.email', 'u.role', 'u.schoolId', 'u.tokenVersion'])
      .where('s.id = :sid AND s.user_id = :id AND s.scope = :scope AND s.expires_at > :now', {
        sid,
        id: userId,
        scope,
        now,
      })
      .getOne();
  }

  /** Records a use at `now` unless one since `before` is recorded (parallel requests write once). */
  async touch(id: string, now: Date, before: Date): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update(AuthSession)
      .set({ lastSeenAt: now })
      .where('id = :id', { id })
      .andWhere('(last_seen_at IS NULL OR last_seen_at < :before)', { before })
      .execute();
  }
}

import {
  SHARE_LINK_NOT_FOUND,
  SHARE_LINKS_FULL,
  SHARE_LIVE_LINKS_MAX,
  shareableReportList,
  shareExpiresAt,
  type ShareableReport,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { assertSelfOrAdmin } from '../auth/ownership';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { CreateShareLinkDto } from './dto/sharing.dto';
import { ShareLink } from './entities/share-link.entity';
import { ShareLinksRepository } from './share-links.repository';
import { newShareToken, shareTokenHash } from './share-tokens';

/** A link as its student sees it in the list (never the token, which only creation returns). */
export type ShareLinkSummary = {
  id: string;
  reports: ShareableReport[];
  displayName: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  status: 'live' | 'expired' | 'revoked';
  /** Openings of the shared page, and the last one's time. */
  views: number;
  lastViewedAt: Date | null;
  /** Downloads of a shared report's PDF. */
  downloads: number;
};

/**
 * The student's side of parent links (docs/decisions/0230-parent-links.md): make one, list them
 * with how often each was opened, revoke one. Every change is in the audit trail.
 */
@Injectable()
export class SharingService {
  constructor(
    private readonly repository: ShareLinksRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * Counted and written under the student's row lock (atomic-limits.md §3, as every per-student
   * limit here): of 50 parallel requests exactly as many pass as live slots remain. The token is
   * returned this once; the database keeps its hash only.
   */
  async create(
    actor: Actor,
    body: CreateShareLinkDto,
  ): Promise<ShareLinkSummary & { token: string }> {
    const token = newShareToken();
    const link = await this.transactions.locked(User, { id: body.userId }, async (m, user) => {
      if (!user) throw AppError.notFound('User not found.');
      const now = this.clock.now();
      if ((await this.repository.countLive(m, user.id, now)) >= SHARE_LIVE_LINKS_MAX) {
        throw AppError.conflict(SHARE_LINKS_FULL);
      }
      const row: ShareLink = {
        id: randomUUID(),
        userId: user.id,
        tokenHash: shareTokenHash(token),
        // Stored in the screens' order, as an adviser share is (the DTO refused any other list).
        reports: shareableReportList(body.reports) ?? [],
        displayName: body.displayName?.trim() || null,
        createdAt: now,
        expiresAt: shareExpiresAt(now, body.expiresInDays),
        revokedAt: null,
      };
      await this.repository.insert(m, row);
      await this.record(m, actor, 'share_link_created', row, {
        reports: row.reports,
        expires_at: row.expiresAt,
        display_name: row.displayName !== null,
      });
      return row;
    });
    return { ...summary(link, this.clock.now(), undefined), token };
  }

  async list(userId: string): Promise<{ links: ShareLinkSummary[] }> {
    const [links, counts] = await Promise.all([
      this.repository.listFor(userId),
      this.repository.viewCounts(userId),
    ]);
    const byLink = new Map(counts.map((c) => [c.linkId, c]));
    const now = this.clock.now();
    return { links: links.map((l) => summary(l, now, byLink.get(l.id))) };
  }

  /**
   * Revoked by one write that every opening checks, so no instance serves the link after the
   * commit. Another student's link is refused (403); revoking twice is no error.
   */
  async revoke(actor: Actor, linkId: string): Promise<ShareLinkSummary> {
    const link = await this.repository.findById(linkId);
    if (!link) throw AppError.notFound(SHARE_LINK_NOT_FOUND);
    assertSelfOrAdmin(actor.user, link.userId);
    await this.transactions.run(async (m) => {
      const now = this.clock.now();
      if (!(await this.repository.revoke(m, link.id, now))) return;
      link.revokedAt = now;
      await this.record(m, actor, 'share_link_revoked', link, null);
    });
    const counts = await this.repository.viewCounts(link.userId);
    const revoked = (await this.repository.findById(link.id)) ?? link;
    return summary(
      revoked,
      this.clock.now(),
      counts.find((c) => c.linkId === link.id),
    );
  }

  private record(
    m: EntityManager,
    actor: Actor,
    action: string,
    link: ShareLink,
    after: Record<string, unknown> | null,
  ) {
    return this.audit.recordChange(m, actor, {
      action,
      resource: 'share_links',
      id: link.id,
      before: null,
      after,
      schoolId: actor.user.schoolId,
    });
  }
}

function summary(
  link: ShareLink,
  now: Date,
  counts: { views: number; lastViewedAt: Date | null; downloads: number } | undefined,
): ShareLinkSummary {
  const status = link.revokedAt ? 'revoked' : link.expiresAt <= now ? 'expired' : 'live';
  return {
    id: link.id,
    reports: link.reports,
    displayName: link.displayName,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    status,
    views: counts?.views ?? 0,
    lastViewedAt: counts?.lastViewedAt ?? null,
    downloads: counts?.downloads ?? 0,
  };
}

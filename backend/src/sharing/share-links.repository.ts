import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { ShareLinkView } from './entities/share-link-view.entity';
import { ShareLink } from './entities/share-link.entity';

/** Openings of the page (`views`, the last one's time) and PDF downloads, counted apart. */
export type ViewCount = {
  linkId: string;
  views: number;
  lastViewedAt: Date | null;
  downloads: number;
};

/** The sharing feature's queries (docs/decisions/0210-one-way-to-the-database.md). */
@Injectable()
export class ShareLinksRepository {
  constructor(@InjectRepository(ShareLink) private readonly links: Repository<ShareLink>) {}

  /** Links that still open: neither revoked nor expired at `now`. */
  countLive(manager: EntityManager, userId: string, now: Date): Promise<number> {
    return manager.countBy(ShareLink, { userId, revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  async insert(manager: EntityManager, link: ShareLink): Promise<void> {
    await manager.insert(ShareLink, link);
  }

  /** The student's links, newest first. */
  listFor(userId: string): Promise<ShareLink[]> {
    return this.links.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  findById(id: string): Promise<ShareLink | null> {
    return this.links.findOneBy({ id });
  }

  /** The live link with this token hash, read from the primary on every opening. */
  findLive(tokenHash: string, now: Date): Promise<ShareLink | null> {
    return this.links.findOneBy({ tokenHash, revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /** One conditional write: true when this call revoked it (a second revocation changes nothing). */
  async revoke(manager: EntityManager, id: string, now: Date): Promise<boolean> {
    const result = await manager.update(ShareLink, { id, revokedAt: IsNull() }, { revokedAt: now });
    return Boolean(result.affected);
  }

  async logView(linkId: string, what: string, now: Date): Promise<void> {
    await this.links.manager.insert(ShareLinkView, { linkId, what, viewedAt: now });
  }

  /** How often each of the student's links was opened and its PDFs downloaded: one grouped read. */
  async viewCounts(userId: string): Promise<ViewCount[]> {
    const rows = await this.links.manager
      .createQueryBuilder(ShareLinkView, 'v')
      .innerJoin(ShareLink, 'l', 'l.id = v.link_id')
      .select('v.link_id', 'linkId')
      .addSelect("SUM(CASE WHEN v.what = 'page' THEN 1 ELSE 0 END)", 'views')
      .addSelect("MAX(CASE WHEN v.what = 'page' THEN v.viewed_at END)", 'lastViewedAt')
      .addSelect("SUM(CASE WHEN v.what = 'page' THEN 0 ELSE 1 END)", 'downloads')
      .where('l.user_id = :userId', { userId })
      .groupBy('v.link_id')
      .getRawMany<{
        linkId: string;
        views: string | number;
        lastViewedAt: string | Date | null;
        downloads: string | number;
      }>();
    return rows.map((r) => ({
      linkId: r.linkId,
      views: Number(r.views),
      lastViewedAt: r.lastViewedAt ? asDate(r.lastViewedAt) : null,
      downloads: Number(r.downloads),
    }));
  }
}

/** A raw MAX() over a datetime: a Date from mysql2, UTC text from SQLite. */
function asDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}

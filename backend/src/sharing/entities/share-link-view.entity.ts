import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { ShareLink } from './share-link.entity';

/**
 * One opening of a shared link: when, and what (the page, or one report's PDF). Nothing about
 * the reader (no IP address, no browser): the student sees how often and when, which is all the
 * list needs. Deleted with its link (ON DELETE CASCADE), so with the student.
 */
@Entity('share_link_views')
@Index('idx_share_link_views_link', ['linkId', 'viewedAt'])
export class ShareLinkView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'link_id' })
  linkId: string;

  @ManyToOne(() => ShareLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_link_views_link' })
  link?: ShareLink;

  /** `page`, or the report whose PDF was downloaded. */
  @Column({ type: 'varchar', length: 16 })
  what: string;

  @Column({ ...DATETIME, name: 'viewed_at' })
  viewedAt: Date;
}

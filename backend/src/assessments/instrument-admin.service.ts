import {
  AssessmentType,
  FacetScore,
  instrumentChanges,
  InstrumentItem,
  RawAnswerRow,
  STATUS_OF,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { InstrumentVersion } from './entities/instrument-version.entity';
import { InstrumentVersionsService } from './instrument-versions.service';
import { tops } from './progress.service';
import { ScoringRegistry } from './scoring-registry';
import { SessionVersionsRepository } from './session-versions.repository';

/** How many sessions a re-scoring preview shows. */
export const RESCORE_SAMPLE = 10;
/** The answer to re-scoring under rules other than the ones previewed. */
export const RESCORE_VERSION_CHANGED = (current: string) =>
  `The scoring rules are now ${current}: preview the re-scoring again before applying it.`;
/** How many versions the history lists (newest). */
export const HISTORY_MAX = 50;

export type FacetChange = { facet: string; before: number | null; after: number | null };

const statusOf = (row: object | null): unknown =>
  row && 'status' in row ? (row as { status: unknown }).status : undefined;

/**
 * The back-office's view of instrument versions and scoring versions: each
 * assessment's version history, and re-scoring under the current scoring rules as an explicit,
 * previewed and audited admin action.
 */
@Injectable()
export class InstrumentAdminService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
    @InjectRepository(InstrumentVersion) private readonly stored: Repository<InstrumentVersion>,
    private readonly versions: InstrumentVersionsService,
    private readonly sessionVersions: SessionVersionsRepository,
    private readonly audit: AuditService,
    private readonly scoring: ScoringRegistry,
    private readonly transactions: Transactions,
  ) {}

  /** Versions newest first: when, who and what changed, and how many sessions used each. */
  async history(type: AssessmentType) {
    // The bank's questions and the version items are read by InstrumentVersionsService, which
    // takes a manager so that a submit can record a version inside its transaction.
    const manager = this.sessions.manager;
    const [stored, counts, current, edits] = await Promise.all([
      this.stored.find({
        where: { assessmentType: type },
        order: { createdAt: 'DESC' },
        take: HISTORY_MAX,
      }),
      this.sessionVersions.countsByVersion(type),
      this.versions.current(manager, type),
      this.edits(type),
    ]);
    const countOf = new Map(counts.map((c) => [c.version, c]));
    const oldestFirst = [...stored].reverse();
    type Entry = {
      hash: string;
      createdAt: Date | null;
      itemCount: number;
      items: InstrumentItem[];
    };
    const entries: Entry[] = [];
    for (const v of oldestFirst) {
      entries.push({ ...v, items: await this.versions.items(manager, v.hash) });
    }
    if (!stored.some((v) => v.hash === current.hash)) {
      entries.push({
        hash: current.hash,
        createdAt: null,
        itemCount: current.items.length,
        items: current.items,
      });
    }
    const versions = entries.map((v, i) => {
      const previous = i > 0 ? entries[i - 1] : null;
      const from = previous?.createdAt ?? null;
      const to = v.createdAt;
      const count = countOf.get(v.hash);
      return {
        hash: v.hash,
        createdAt: v.createdAt,
        itemCount: v.itemCount,
        isCurrent: v.hash === current.hash,
        sessions: Number(count?.sessions ?? 0),
        completedSessions: Number(count?.completed ?? 0),
        changes: previous ? instrumentChanges(previous.items, v.items) : [],
        edits: previous
          ? edits
              .filter((e) => (!from || e.at > from) && (!to || e.at <= to))
              .map((e) => ({
                at: e.at,
                by: e.actorEmail,
                action: e.action,
                resource: e.resource,
                resourceId: e.resourceId,
              }))
          : [],
      };
    });
    const unversioned = countOf.get(null);
    return {
      assessmentType: type,
      currentVersion: current.hash,
      scoringVersion: this.scoring.current,
      sessionsBeforeVersioning: Number(unversioned?.sessions ?? 0),
      versions: versions.reverse(),
    };
  }

  /** Before (the session's own rules) and after (the current rules), per facet, for a sample. */
  async preview(type: AssessmentType) {
    const manager = this.sessions.manager;
    const current = this.scoring.current;
    const pending = await this.sessionVersions.countOutdated(manager, type, current);
    const sample = await this.sessionVersions.findOutdated(manager, type, current, RESCORE_SAMPLE);
    const rows = await this.rowsOf(manager, sample);
    return {
      assessmentType: type,
      scoringVersion: this.scoring.current,
      pending,
      sample: sample.map((p) => {
        const answers = rows.get(p.sessionId) ?? [];
        return {
          sessionId: p.sessionId,
          fromVersion: p.scoringVersion,
          facets: compare(
            this.scoring.rulesOf(p.scoringVersion)(answers),
            this.scoring.rulesOf(this.scoring.current)(answers),
          ),
        };
      }),
    };
  }

  /**
   * Re-scores every outdated completed session under the current rules: its stored selections
   * are recomputed and it records the current scoring version. `confirmed` is the version the
   * admin previewed: if the current rules changed since, nothing is written (409). Each session
   * is updated conditionally on its old version, so of parallel runs only the first changes it
   * (the others wait for its row and then match nothing); a run that changed nothing writes no
   * audit row, so the audit trail holds one row per re-scoring that happened.
   */
  async rescore(type: AssessmentType, confirmed: string, actor: Actor) {
    const current = this.scoring.current;
    if (confirmed !== current) throw AppError.conflict(RESCORE_VERSION_CHANGED(current));
    return this.transactions.run(async (manager) => {
      const sessions = await this.sessionVersions.findOutdated(manager, type, current);
      const rows = await this.rowsOf(manager, sessions);
      const from: Record<string, number> = {};
      let rescored = 0;
      for (const p of sessions) {
        const answers = rows.get(p.sessionId) ?? [];
        const selections = type === 'SubjectPart3' ? {} : tops(type, answers, []);
        if (
          await this.sessionVersions.rescore(manager, p, { ...selections, scoringVersion: current })
        ) {
          rescored += 1;
          const key = p.scoringVersion ?? 'none';
          from[key] = (from[key] ?? 0) + 1;
        }
      }
      if (rescored > 0) {
        await this.audit.recordChange(manager, actor, {
          action: 'rescore',
          resource: 'assessments',
          id: type,
          before: { scoringVersions: from },
          after: { scoringVersion: current, sessions: rescored },
        });
      }
      return { assessmentType: type, scoringVersion: current, rescored };
    });
  }

  private async rowsOf(manager: EntityManager, sessions: AssessmentProgress[]) {
    const byId = new Map<string, RawAnswerRow[]>();
    if (!sessions.length) return byId;
    const answers = await manager.find(AssessmentAnswer, {
      where: { sessionId: In(sessions.map((s) => s.sessionId)) },
      order: { id: 'ASC' },
    });
    for (const a of answers) {
      const row: RawAnswerRow = {
        category: a.category,
        sub_category: a.subCategory,
        facet: a.facet,
        score: a.score,
        taxonomy: a.taxonomy,
      };
      byId.set(a.sessionId, [...(byId.get(a.sessionId) ?? []), row]);
    }
    return byId;
  }

  /** The audited question and facet changes of this assessment's part of the bank. */
  private async edits(type: AssessmentType) {
    const rows = await this.audit.changesOf(['questions', 'facets']);
    return rows.filter(
      (r) => statusOf(r.before) === STATUS_OF[type] || statusOf(r.after) === STATUS_OF[type],
    );
  }
}

function compare(before: FacetScore[], after: FacetScore[]): FacetChange[] {
  const was = new Map(before.map((f) => [f._id, f.averageScore]));
  const now = new Map(after.map((f) => [f._id, f.averageScore]));
  const facets = [...new Set([...was.keys(), ...now.keys()])];
  return facets.map((facet) => ({
    facet,
    before: was.get(facet) ?? null,
    after: now.get(facet) ?? null,
  }));
}

import { AssessmentType } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { InstrumentVersion } from './entities/instrument-version.entity';
import { InstrumentVersionsService } from './instrument-versions.service';
import { RESCORE_SAMPLE } from './instrument-admin.service';
import { tops } from './progress.service';
import { answersToQuestions, KeyedAnswer, lockStudents, rescoreAnswers } from './rekey.repository';
import { applySessionSums, isLater, SessionAnswers } from './scale-sums.repository';
import { sessionQualityFlags } from './quality-flags';
import { NormCohortCache } from './norm-cohort-cache';

/** The answer to applying a re-keying after the bank's keys changed again. */
export const REKEY_KEYS_CHANGED =
  'The questions have changed since the preview: preview the re-scoring again before applying it.';
/** The answer when another re-scoring changed the same answers at the same moment. */
export const REKEY_RACED =
  'Another re-scoring changed these answers at the same moment: preview again.';

type Keys = { hash: string; changed: number[]; scoreOf: Map<string, number | null> };
type Change = { answer: KeyedAnswer; to: number };

const keyOf = (version: string, questionId: number, option: number) =>
  `${version}|${questionId}|${option}`;

/**
 * Re-scoring from the stored choices after an admin corrected an item's key
 * (docs/decisions/0071-chosen-options-kept.md): each answer's chosen option, read in the version
 * it was served in, gets the score the bank's option with the same text carries now. Previewed,
 * applied only under the keys previewed, audited; the scale sums, norm histograms and selections
 * of the sessions move with their answers.
 */
@Injectable()
export class RekeyService {
  constructor(
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
    private readonly versions: InstrumentVersionsService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly cohorts: NormCohortCache,
  ) {}

  async preview(type: AssessmentType) {
    const manager = this.sessions.manager;
    const keys = await this.keys(manager, type);
    const { changes, unknown } = plan(
      await answersToQuestions(manager, type, keys.changed),
      keys.scoreOf,
    );
    const sessionIds = [...new Set(changes.map((c) => c.answer.sessionId))];
    const sampled = sessionIds.slice(0, RESCORE_SAMPLE);
    const full = sampled.length
      ? await manager.find(AssessmentAnswer, { where: { sessionId: In(sampled) } })
      : [];
    const to = new Map(changes.map((c) => [c.answer.id, c.to]));
    return {
      assessmentType: type,
      keyVersion: keys.hash,
      questions: keys.changed,
      answers: changes.length,
      sessions: sessionIds.length,
      unknown,
      sample: sampled.map((sessionId) => {
        const own = full.filter((a) => a.sessionId === sessionId);
        const touched = new Set(own.filter((a) => to.has(a.id)).map((a) => a.facet));
        return {
          sessionId,
          facets: [...touched].map((facet) => {
            const of = own.filter((a) => a.facet === facet);
            const mean = (score: (a: AssessmentAnswer) => number) =>
              of.reduce((n, a) => n + score(a), 0) / of.length;
            return {
              facet,
              before: mean((a) => a.score),
              after: mean((a) => to.get(a.id) ?? a.score),
            };
          }),
        };
      }),
    };
  }

  /**
   * Applies the re-scoring previewed under `keyVersion` (the bank's version then): 409 when the
   * bank changed since. The students are locked first, in id order; each answer changes only if
   * it still holds its old score, so of parallel runs one re-scores and the others find nothing
   * left (and write no audit row).
   */
  async apply(type: AssessmentType, keyVersion: string, actor: Actor) {
    const keys = await this.keys(this.sessions.manager, type);
    if (keys.hash !== keyVersion) throw AppError.conflict(REKEY_KEYS_CHANGED);
    const seen = plan(
      await answersToQuestions(this.sessions.manager, type, keys.changed),
      keys.scoreOf,
    );
    const students = [...new Set(seen.changes.map((c) => c.answer.userId))];
    const done = await this.transactions.run(async (manager) => {
      await lockStudents(manager, students);
      const { changes } = plan(await answersToQuestions(manager, type, keys.changed), keys.scoreOf);
      const done = {
        assessmentType: type,
        keyVersion,
        rescoredAnswers: 0,
        rescoredSessions: 0,
        reflaggedSessions: 0,
      };
      if (!changes.length) return done;
      const sessionIds = [...new Set(changes.map((c) => c.answer.sessionId))];
      const before = await this.sessionSums(manager, type, sessionIds);
      const groups = new Map<string, number[]>();
      for (const c of changes) {
        const key = `${c.answer.score}|${c.to}`;
        groups.set(key, [...(groups.get(key) ?? []), c.answer.id]);
      }
      for (const [key, ids] of groups) {
        const [from, to] = key.split('|').map(Number);
        if ((await rescoreAnswers(manager, ids, from, to)) !== ids.length)
          throw AppError.conflict(REKEY_RACED);
      }
      const after = await this.sessionSums(manager, type, sessionIds);
      await applySessionSums(manager, before, -1);
      await applySessionSums(manager, after, 1);
      await this.reselect(manager, type, sessionIds);
      const reflaggedSessions = await this.reflag(manager, type, keys, sessionIds);
      await this.audit.recordChange(manager, actor, {
        action: 'rekey',
        resource: 'assessments',
        id: type,
        before: { questions: keys.changed },
        after: {
          keyVersion,
          answers: changes.length,
          sessions: sessionIds.length,
          reflagged: reflaggedSessions,
        },
      });
      return {
        ...done,
        rescoredAnswers: changes.length,
        rescoredSessions: sessionIds.length,
        reflaggedSessions,
      };
    });
    // The sessions changed totals in the norm groups: this instance's copies go at once.
    this.cohorts.changed();
    return done;
  }

  /**
   * Per (stored version, question, option): the score the bank's option of the same text has
   * now (null: that option is gone), and the questions whose key differs in some version.
   */
  private async keys(manager: EntityManager, type: AssessmentType): Promise<Keys> {
    const current = await this.versions.current(manager, type);
    const now = new Map(current.items.map((i) => [i.id, i]));
    const stored = await manager.find(InstrumentVersion, {
      select: { hash: true },
      where: { assessmentType: type },
    });
    const scoreOf = new Map<string, number | null>();
    const changed = new Set<number>();
    for (const { hash } of stored) {
      for (const item of await this.versions.keptItems(manager, hash)) {
        const today = now.get(item.id);
        if (!today) continue;
        item.options.forEach((o, i) => {
          const score = today.options.find((t) => t.optionText === o.optionText)?.score ?? null;
          scoreOf.set(keyOf(hash, item.id, i), score);
          if (score !== o.score) changed.add(item.id);
        });
      }
    }
    return { hash: current.hash, changed: [...changed].sort((a, b) => a - b), scoreOf };
  }

  /** The completed sessions of students among these, with their answers as stored now. */
  private async sessionSums(
    manager: EntityManager,
    type: AssessmentType,
    sessionIds: string[],
  ): Promise<SessionAnswers[]> {
    const progress = await manager.find(AssessmentProgress, {
      where: { sessionId: In(sessionIds), assessmentType: type, isCompleted: true },
    });
    if (!progress.length) return [];
    const users = await manager.find(User, {
      select: { id: true, role: true, schoolId: true },
      where: { id: In([...new Set(progress.map((p) => p.userId))]) },
    });
    const student = new Map(users.filter((u) => u.role === 'user').map((u) => [u.id, u]));
    const answers = await manager.find(AssessmentAnswer, {
      select: { sessionId: true, questionId: true, facet: true, score: true },
      where: { sessionId: In(progress.map((p) => p.sessionId)) },
    });
    // Which of them is its student's latest of the type: only those count in the norms.
    const all = await manager.find(AssessmentProgress, {
      select: { id: true, userId: true, lastCompletionDate: true },
      where: { userId: In([...student.keys()]), assessmentType: type, isCompleted: true },
    });
    const latest = new Map<string, (typeof all)[number]>();
    for (const r of all) {
      const known = latest.get(r.userId);
      if (!known || isLater(r, known)) latest.set(r.userId, r);
    }
    return progress
      .filter((p) => student.has(p.userId))
      .map((p) => ({
        type,
        version: p.instrumentVersion,
        schoolId: student.get(p.userId)!.schoolId,
        completedAt: p.lastCompletionDate,
        latest: latest.get(p.userId)?.id === p.id,
        answers: answers.filter((a) => a.sessionId === p.sessionId),
      }));
  }

  /**
   * The completed sessions' response-quality flags, computed again from their answers as
   * re-scored, with each item keyed as corrected (acquiescence reads which items are reversed;
   * the even–odd consistency reads the scores): a flag the wrong key raised goes, one it hid
   * appears. Sessions completed before flags were kept (NULL) stay as they are, as in
   * docs/decisions/0144-careless-responding-indices.md. Answers how many sessions' flags changed.
   */
  private async reflag(
    manager: EntityManager,
    type: AssessmentType,
    keys: Keys,
    sessionIds: string[],
  ): Promise<number> {
    const progress = await manager.find(AssessmentProgress, {
      where: { sessionId: In(sessionIds), assessmentType: type, isCompleted: true },
    });
    let changed = 0;
    for (const p of progress) {
      if (p.qualityFlags === null || p.instrumentVersion === null) continue;
      const version = p.instrumentVersion;
      const [items, answers] = await Promise.all([
        this.versions.keptItems(manager, version),
        manager.find(AssessmentAnswer, {
          select: { questionId: true, facet: true, score: true, optionIndex: true, answerMs: true },
          where: { sessionId: p.sessionId, userId: p.userId, assessmentType: type },
          order: { id: 'ASC' },
        }),
      ]);
      const flags = sessionQualityFlags(
        items,
        answers.map((a) => ({
          questionId: a.questionId,
          facet: a.facet,
          score: a.score,
          optionIndex: a.optionIndex,
          ms: a.answerMs ?? null,
        })),
        (item, i) => keys.scoreOf.get(keyOf(version, item.id, i)) ?? item.options[i].score,
      );
      if (JSON.stringify(flags) === JSON.stringify(p.qualityFlags)) continue;
      await manager.update(AssessmentProgress, { id: p.id }, { qualityFlags: flags });
      changed += 1;
    }
    return changed;
  }

  /** The completed sessions' selections, from their answers as re-scored. */
  private async reselect(manager: EntityManager, type: AssessmentType, sessionIds: string[]) {
    // Only UniReady's selections (Part I subjects, Part II facets) come from scores.
    if (type !== 'Subject') return;
    const progress = await manager.find(AssessmentProgress, {
      where: { sessionId: In(sessionIds), assessmentType: type, isCompleted: true },
    });
    for (const p of progress) {
      const rows = await manager.find(AssessmentAnswer, {
        where: { sessionId: p.sessionId },
        order: { id: 'ASC' },
      });
      const selections = tops(
        type,
        rows.map((a) => ({
          category: a.category,
          sub_category: a.subCategory,
          facet: a.facet,
          score: a.score,
          taxonomy: a.taxonomy,
        })),
        [],
      );
      await manager.update(AssessmentProgress, p.id, selections);
    }
  }
}

/** Which answers the current keys change; how many cannot be re-scored (choice not known). */
function plan(answers: KeyedAnswer[], scoreOf: Map<string, number | null>) {
  const changes: Change[] = [];
  let unknown = 0;
  for (const answer of answers) {
    const to =
      answer.optionIndex === null || answer.version === null
        ? null
        : scoreOf.get(keyOf(answer.version, answer.questionId, answer.optionIndex));
    if (to === null || to === undefined) unknown += 1;
    else if (to !== answer.score) changes.push({ answer, to });
  }
  return { changes, unknown };
}

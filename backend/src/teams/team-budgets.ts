import { takeFromWindow, type WindowRule, type WindowState } from '@aspire/domain';
import { EntityManager } from 'typeorm';
import { AuthLimit, LimitKind } from '../auth/entities/auth-limit.entity';

type TeamBudget = Extract<LimitKind, 'team_invite' | 'team_status'>;

export const windowOf = (row: AuthLimit | null): WindowState | null =>
  row?.windowStartedAt ? { count: row.attempts, startedAt: row.windowStartedAt.getTime() } : null;

export const readBudget = (manager: EntityManager, kind: TeamBudget, userId: string) =>
  manager.findOne(AuthLimit, { where: { action: kind, subject: userId } });

/**
 * Takes one use of a student's team budget, or returns how long to wait. Call it inside a
 * transaction that holds the student's row lock: every use of the budget goes through that
 * lock, so the read, the decision and the write cannot interleave (atomic-limits.md §3).
 */
export async function takeBudget(
  manager: EntityManager,
  kind: TeamBudget,
  userId: string,
  rule: WindowRule,
  now: Date,
): Promise<{ waitMs: number } | { count: number }> {
  const row = await readBudget(manager, kind, userId);
  const result = takeFromWindow(rule, windowOf(row), now.getTime());
  if ('waitMs' in result) return result;
  const values = {
    attempts: result.next.count,
    windowStartedAt: new Date(result.next.startedAt),
    lastAttemptAt: now,
  };
  if (row) await manager.update(AuthLimit, row.id, values);
  else await manager.insert(AuthLimit, { action: kind, subject: userId, dailyCount: 0, ...values });
  return { count: result.next.count };
}

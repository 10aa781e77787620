import { takeFromWindow, type WindowRule, type WindowState } from '@aspire/domain';
import { EntityManager } from 'typeorm';
import { AuthLimit, LimitKind } from '../auth/entities/auth-limit.entity';

type TeamBudget = Extract<LimitKind, 'team_invite' | 'team_status'>;

export const windowOf = (row: AuthLimit | null): WindowState | null =>
  row?.windowStartedAt ? { count: row.attempts, startedAt: row.windowStartedAt.getTime() } : null;

export const readBudget = (manager: EntityManager, kind: TeamBudget, userId: string) =>
  manager.findOne(AuthLimit, { where: { action: kind, subject: userId } });

/**
 * Takes `uses` of a student's team budget (all or none), or returns how long to wait. Call it inside a
 * transaction that holds the student's row lock: every use of the budget goes through that
 * lock, so the read, the decision and the write cannot interleave (atomic-limits.md §3).
 */
export async function takeBudget(
  manager: EntityManager,
  kind: TeamBudget,
  userId: string,
  rule: WindowRule,
  now: Date,
  uses = 1,
): Promise<{ waitMs: number } | { count: number }> {
  const row = await readBudget(manager, kind, userId);
  let state = windowOf(row);
  for (let i = 0; i < uses; i++) {
    const result = takeFromWindow(rule, state, now.getTime());
    if ('waitMs' in result) return result;
    state = result.next;
  }
  if (!state) return { count: 0 };
  const values = {
    attempts: state.count,
    windowStartedAt: new Date(state.startedAt),
    lastAttemptAt: now,
  };
  // Raises the version as every write of the table does (AuthLimitsService decides on it).
  if (row) await manager.update(AuthLimit, row.id, { ...values, version: () => 'version + 1' });
  else await manager.insert(AuthLimit, { action: kind, subject: userId, dailyCount: 0, ...values });
  return { count: state.count };
}

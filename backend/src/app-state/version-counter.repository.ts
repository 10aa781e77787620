import { EntityManager } from 'typeorm';
import { AppState } from './app-state.entity';

/** Bumps a counter inside the caller's transaction (created on first use). */
export async function bumpVersion(manager: EntityManager, name: string): Promise<void> {
  const result = await manager
    .createQueryBuilder()
    .update(AppState)
    .set({ value: () => 'value + 1' })
    .where('name = :name', { name })
    .execute();
  if (!result.affected) await manager.insert(AppState, { name, value: 1 });
}

/**
 * The counter's value, by one plain parameterised SELECT: it runs on every question-bank request,
 * and building and mapping it through the entity layer cost more CPU than the round trip itself.
 */
export async function readVersion(manager: EntityManager, name: string): Promise<number> {
  const rows = (await manager.query('SELECT value FROM app_state WHERE name = ?', [name])) as {
    value: number | string;
  }[];
  return rows.length ? Number(rows[0].value) : 0;
}

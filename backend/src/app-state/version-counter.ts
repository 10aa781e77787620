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

export async function readVersion(manager: EntityManager, name: string): Promise<number> {
  return (await manager.findOneBy(AppState, { name }))?.value ?? 0;
}

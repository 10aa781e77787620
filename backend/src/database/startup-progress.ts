/** What the instance is doing before it serves: what `/api/health/ready` names meanwhile. */
export type StartupPhase = 'waiting for the database' | 'migrating' | 'starting';

/** Where the start-up stands; the database module moves it on (docs/decisions/0089-start-up-in-the-dark.md). */
export class StartupProgress {
  phase: StartupPhase = 'waiting for the database';
}

/**
 * The big school P4 and P7 share: BENCH_STUDENTS students and BENCH_ANSWERS answers
 * (defaults 100,000 / 10 M) generated once into BENCH_SCALE_DATABASE (default
 * aspire_bench_scale) and reused by every later run of the same size, because generating 10 M
 * answers takes minutes and neither benchmark writes to what the other reads. The size and the
 * sample student are kept in a `bench_school` table of that database. `npm run bench` drops it
 * at the end unless BENCH_KEEP_DATABASE=1.
 */
import { createPool, Pool } from 'mysql2/promise';
import { SERVER, startBenchApp } from './bench-app';
import { dropBenchDatabase, GeneratedSchool, generateSchool } from './generate';
import { SCALE } from './measure';

export const SCALE_DATABASE = process.env.BENCH_SCALE_DATABASE || 'aspire_bench_scale';

type Login = { path: string; email: string };

/** The kept school of SCALE's size in `database`, or null when there is none. */
async function keptSchool(database: string): Promise<GeneratedSchool | null> {
  const admin = createPool({ uri: SERVER });
  try {
    const [tables] = (await admin.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = 'bench_school'",
      [database],
    )) as [unknown[], unknown];
    if (!tables.length) return null;
    const [rows] = (await admin.query(
      `SELECT school FROM \`${database}\`.bench_school WHERE students = ? AND answers = ?`,
      [SCALE.students, SCALE.answers],
    )) as [{ school: string }[], unknown];
    return rows.length ? (JSON.parse(rows[0].school) as GeneratedSchool) : null;
  } finally {
    await admin.end();
  }
}

/**
 * Starts Aspire on the shared big school, generating it first when no school of this size is
 * kept. `reused` says whether the generation was skipped (its time is then the earlier run's).
 */
export async function startScaleApp(login: Login) {
  const kept = await keptSchool(SCALE_DATABASE);
  const started = await startBenchApp(SCALE_DATABASE, login, {}, { keep: !!kept });
  const pool: Pool = createPool({ uri: started.databaseUrl, connectionLimit: 4, timezone: 'Z' });
  if (kept) {
    console.log(`  reusing ${SCALE_DATABASE} (generated in ${kept.seconds.toFixed(0)} s)`);
    return { ...started, pool, school: kept, reused: true };
  }
  const school = await generateSchool(pool, { ...SCALE, log: (line) => console.log(line) });
  await pool.query(
    'CREATE TABLE bench_school (students INT NOT NULL, answers INT NOT NULL, school TEXT NOT NULL)',
  );
  await pool.query('INSERT INTO bench_school VALUES (?, ?, ?)', [
    SCALE.students,
    SCALE.answers,
    JSON.stringify(school),
  ]);
  return { ...started, pool, school, reused: false };
}

/** Drops the shared big school unless BENCH_KEEP_DATABASE=1 (the end of `npm run bench`). */
export const dropScaleDatabase = () => dropBenchDatabase(SERVER, SCALE_DATABASE);

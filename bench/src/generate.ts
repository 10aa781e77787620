/**
 * The benchmarks' data generator: one school of `students` students with
 * progress, `answers` stored answers in all, AI insights and Enrich+ use spread like a real year
 * group, and the funnel's per-student summary (users.<stage>_at) filled as the services would.
 * Students and sessions by multi-row INSERTs of 5,000 rows, answers by LOAD DATA LOCAL INFILE
 * (100,000 lines a statement), two in flight, ids in ascending order so every index grows at its
 * end: 100,000 students and 10 M answers take about 4–5 minutes on a busy MariaDB. Deterministic
 * for a given size. Reused by bench:reports (coordinator reports), P4 (a student's report) and
 * P7 (the back-office list).
 */
import { Readable } from 'node:stream';
import { RETENTION_DEFAULTS } from '@aspire/domain';
import { createPool, Pool, PoolConnection } from 'mysql2/promise';

const DAY = 86_400_000;
const CHUNK = 5000;
/** Answers per LOAD DATA statement (one transaction each; two in flight). */
const LOAD_ROWS = 100_000;
const ANSWER_COLUMNS =
  'user_id, session_id, assessment_type, question_id, category, sub_category, facet, taxonomy, score, created_at';
const TYPES = ['Career', 'Subject', 'SubjectPart3', 'Learning'] as const;
type Type = (typeof TYPES)[number];
const STARTED: Record<Type, string> = {
  Career: 'futureready_started_at',
  Subject: 'uniready_part_i_started_at',
  SubjectPart3: 'uniready_part_iii_started_at',
  Learning: 'studystyle_started_at',
};
const COMPLETED: Record<Type, string> = {
  Career: 'futureready_completed_at',
  Subject: 'uniready_part_ii_completed_at',
  SubjectPart3: 'uniready_part_iii_completed_at',
  Learning: 'studystyle_completed_at',
};
const STAGE_COLUMNS = [
  'futureready_started_at',
  'futureready_completed_at',
  'uniready_part_i_started_at',
  'uniready_part_i_completed_at',
  'uniready_part_ii_completed_at',
  'uniready_part_iii_started_at',
  'uniready_part_iii_completed_at',
  'studystyle_started_at',
  'studystyle_completed_at',
  'insights_generated_at',
  'enrich_used_at',
];
const FACETS = 10;

export type GenerateOptions = {
  students: number;
  /** Stored answers in all, spread evenly over the sessions (default: 3 per session). */
  answers?: number;
  /** Logs progress lines. */
  log?: (line: string) => void;
};

export type GeneratedSchool = {
  schoolId: number;
  students: number;
  answers: number;
  /** A student with a completed FutureReady session and its answers (for a student's report). */
  sample: { userId: string; email: string; sessionId: string };
  seconds: number;
};

/** A deterministic pseudo-random sequence, so every run builds the same school. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
}

/** A UUID-shaped id that sorts by (tag, n): ids grow in insertion order. */
const orderedId = (tag: number, n: number) => {
  const hex = n.toString(16).padStart(12, '0');
  return `${tag.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`;
};

/** LOAD DATA's file as buffers of 2,000 lines (one packet each; the driver sends buffers). */
function* packets(lines: string[]) {
  for (let i = 0; i < lines.length; i += 2000) yield Buffer.from(lines.slice(i, i + 2000).join(''));
}

/** A DATETIME(3) literal in UTC, as LOAD DATA reads it. */
const datetime = (d: Date) => d.toISOString().slice(0, 23).replace('T', ' ');

type Session = { userId: string; id: string; type: Type; at: Date };

/** Generates one school into the database of `pool` (which must hold Aspire's schema). */
export async function generateSchool(pool: Pool, o: GenerateOptions): Promise<GeneratedSchool> {
  const started = Date.now();
  const log = o.log ?? (() => {});
  const now = Date.now();
  const [res] = await pool.query('INSERT INTO schools (name, created_at) VALUES (?, NOW(3))', [
    `Bench School ${o.students} ${now}`,
  ]);
  const schoolId = (res as { insertId: number }).insertId;
  const tag = schoolId * 2; // users and sessions get distinct tags per school
  const rnd = random(o.students);
  const users: unknown[][] = [];
  const progress: unknown[][] = [];
  const insights: unknown[][] = [];
  const sets: unknown[][] = [];
  const sessions: Session[] = [];
  let sessionSeq = 0;
  for (let i = 0; i < o.students; i++) {
    const id = orderedId(tag, i);
    const age = 1 + Math.floor(rnd() * 180);
    const isVerified = rnd() < 0.85;
    // An account left unverified is erased by the retention job after
    // RETENTION_DEFAULTS.unverifiedAccountDays: a real school's unverified accounts are recent,
    // and older ones would be deleted under the benchmark by the app it starts.
    const days = isVerified ? age : 1 + (age % (RETENTION_DEFAULTS.unverifiedAccountDays - 2));
    const created = new Date(now - days * DAY);
    const verified = isVerified ? new Date(created.getTime() + 3_600_000) : null;
    const year = rnd() < 0.5 ? 'Year 12' : 'Year 13';
    const stages: Record<string, Date | null> = Object.fromEntries(
      STAGE_COLUMNS.map((c) => [c, null]),
    );
    if (verified) {
      let p = 0.8;
      for (const type of TYPES) {
        if (rnd() > p) break;
        const done = rnd() < 0.85;
        const at = new Date(created.getTime() + 2 * DAY);
        const session = { userId: id, id: orderedId(tag + 1, sessionSeq++), type, at };
        sessions.push(session);
        progress.push([id, session.id, type, done ? 1 : 0, done ? at : null, at, at]);
        stages[STARTED[type]] = at;
        if (done) stages[COMPLETED[type]] = at;
        if (type === 'Subject') stages.uniready_part_i_completed_at = at;
        p *= 0.9;
      }
      if (rnd() < 0.3) {
        const at = new Date(now - DAY);
        insights.push([id, 'Insight', 'offline', at]);
        stages.insights_generated_at = at;
      }
      if (rnd() < 0.2) {
        const at = new Date(now - DAY);
        sets.push([id, 'Mathematics', 'offline', at]);
        stages.enrich_used_at = at;
      }
    }
    users.push([
      id,
      `b${o.students}_${schoolId}_${i}@bench${schoolId}.test`,
      `b${schoolId}_${i}`,
      `b${schoolId}_${i}`,
      'x',
      15,
      'user',
      'user',
      schoolId,
      0,
      verified,
      created,
      created,
      year,
      `${year.slice(-2)}${'ABCD'[i % 4]}`,
      ...STAGE_COLUMNS.map((c) => stages[c]),
    ]);
  }

  // Two connections, each loading without per-row unique and foreign-key checks (the rows are
  // consistent by construction): one builds the next chunk while the other inserts.
  const connections = await Promise.all([pool.getConnection(), pool.getConnection()]);
  for (const c of connections) await c.query('SET unique_checks = 0, foreign_key_checks = 0');
  let turn = 0;
  const inFlight: (Promise<unknown> | null)[] = [null, null];
  const send = async (sql: string, rows: unknown[][]) => {
    const k = turn++ % 2;
    if (inFlight[k]) await inFlight[k];
    inFlight[k] = retryDeadlock(() => (connections[k] as PoolConnection).query(sql, [rows]));
  };
  const drain = () => Promise.all(inFlight);
  const load = async (rows: string[]) => {
    const k = turn++ % 2;
    if (inFlight[k]) await inFlight[k];
    inFlight[k] = (connections[k] as PoolConnection).query({
      sql: `LOAD DATA LOCAL INFILE 'answers' INTO TABLE assessment_answers CHARACTER SET utf8mb4 (${ANSWER_COLUMNS})`,
      infileStreamFactory: () => Readable.from(packets(rows)),
    });
  };
  const insert = async (table: string, columns: string[], rows: unknown[][]) => {
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`;
    for (let i = 0; i < rows.length; i += CHUNK) await send(sql, rows.slice(i, i + CHUNK));
    await drain();
  };

  try {
    await insert(
      'users',
      [
        'id',
        'email',
        'username',
        'username_key',
        'password_hash',
        'age',
        'role',
        'app_role',
        'school_id',
        'token_version',
        'email_verified_at',
        'created_at',
        'updated_at',
        'year_group',
        'class_name',
        ...STAGE_COLUMNS,
      ],
      users,
    );
    await insert(
      'assessment_progress',
      [
        'user_id',
        'session_id',
        'assessment_type',
        'is_completed',
        'last_completion_date',
        'created_at',
        'updated_at',
      ],
      progress,
    );
    await insert('insights', ['user_id', 'text', 'provider', 'generated_at'], insights);
    await insert('material_sets', ['user_id', 'subject', 'provider', 'generated_at'], sets);
    log(`  ${o.students} students, ${progress.length} sessions`);

    // Answers, streamed session by session (never all in memory), LOAD_ROWS at a time through
    // LOAD DATA LOCAL INFILE: the server parses tab-separated lines far faster than a multi-row
    // INSERT's SQL, and the client builds a line instead of escaping ten parameters.
    const total = o.answers ?? sessions.length * 3;
    const perSession = sessions.length ? Math.ceil(total / sessions.length) : 0;
    let written = 0;
    let lines: string[] = [];
    let lastLog = Date.now();
    for (const s of sessions) {
      const at = datetime(s.at);
      for (let q = 0; q < perSession && written < total; q++, written++) {
        const category =
          s.type === 'Subject'
            ? q < Math.max(1, Math.floor(perSession * 0.4))
              ? 'Part I'
              : 'Part II'
            : s.type === 'Career'
              ? 'FutureReady'
              : s.type === 'Learning'
                ? 'StudyStyle'
                : 'Part III';
        const score = 1 + ((q * 7 + written) % 5);
        lines.push(
          `${s.userId}\t${s.id}\t${s.type}\t${q + 1}\t${category}\tBench\tFacet ${q % FACETS}\t[]\t${score}\t${at}\n`,
        );
        if (lines.length === LOAD_ROWS) {
          await load(lines);
          lines = [];
          if (Date.now() - lastLog > 15_000) {
            lastLog = Date.now();
            log(`  ${written.toLocaleString('en')} answers…`);
          }
        }
      }
    }
    if (lines.length) await load(lines);
    await drain();
    await pool.query(
      'ANALYZE TABLE users, assessment_progress, assessment_answers, insights, material_sets',
    );
    const career = sessions.find((s) => s.type === 'Career' && progressDone(progress, s.id))!;
    const i = parseInt(career.userId.slice(-12), 16);
    return {
      schoolId,
      students: o.students,
      answers: written,
      sample: {
        userId: career.userId,
        email: `b${o.students}_${schoolId}_${i}@bench${schoolId}.test`,
        sessionId: career.id,
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const c of connections) c.release();
  }
}

const progressDone = (progress: unknown[][], sessionId: string) =>
  progress.some((p) => p[1] === sessionId && p[3] === 1);

/** Drops the benchmark's database on the server of `databaseUrl`, unless BENCH_KEEP_DATABASE=1. */
export async function dropBenchDatabase(databaseUrl: string, database: string): Promise<void> {
  const admin = createPool({ uri: databaseUrl.replace(/\/[^/]*$/, '/') });
  try {
    await dropUnlessKept(admin, database);
  } finally {
    await admin.end();
  }
}

/** Drops the benchmark's database unless BENCH_KEEP_DATABASE=1. */
export async function dropUnlessKept(pool: Pool, database: string): Promise<void> {
  if (process.env.BENCH_KEEP_DATABASE === '1') return;
  await pool.query(`DROP DATABASE IF EXISTS \`${database}\``);
}

/**
 * Two chunks inserted side by side into one table can deadlock on a secondary index's gap
 * locks (seen once in insights); an autocommitted statement that lost is rolled back whole, so
 * it is simply sent again.
 */
async function retryDeadlock<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if ((error as { code?: string }).code !== 'ER_LOCK_DEADLOCK' || attempt >= 5) throw error;
    }
  }
}

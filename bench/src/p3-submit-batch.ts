/**
 * P3: storing answers. POST /api/assessment/submit-batch with 100 answers to a fresh session
 * (validation, the ownership and retake rules, category/facet/taxonomy from the bank, one upsert)
 * against the same 100 rows written by one raw multi-row INSERT through mysql2. Sequential
 * requests, interleaved rounds; the ratio is raw time / Aspire time. Target ≥ 0.35× (Nest's one
 * ValidationPipe turning the 100 answers into DTOs is most of the difference), and the
 * request runs ≤ 4 SQL statements (counted through TypeORM's logger on the real database;
 * transaction control and the guard's session read are not the route's statements).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createPool } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { belongs, facetOf } from '../../backend/src/assessments/instrument';
import { Question } from '../../backend/src/questions/entities/question.entity';
import { BenchRow } from './bench-row';
import { fixed, logRound, median, ROUNDS, SECONDS, timed, Warmup, warmUp } from './measure';
import { requestApp } from './request-app';

const ANSWERS = 100;
const TYPE = 'Subject' as const;
const CONTROL = /^(START TRANSACTION|COMMIT|ROLLBACK|SET TRANSACTION|SAVEPOINT|RELEASE)/i;

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, token, databaseUrl } = await requestApp();
  const dataSource = app.get(DataSource);
  const questions = (await dataSource.getRepository(Question).find({ relations: { facet: true } }))
    .filter((q) => belongs(TYPE, q))
    .slice(0, ANSWERS);
  if (questions.length < ANSWERS) throw new Error(`P3: only ${questions.length} ${TYPE} questions`);
  const who = await fetch(`${aspire}/api/users/verify-token`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { userId } = (await who.json()) as { userId: string };
  const answers = questions.map((q, i) => ({ questionId: q.id, score: 1 + (i % 5) }));

  // node:http on one kept-alive connection, not fetch: undici's fetch cost more CPU per
  // request in this process than the route itself (measured against node:http on this route), a
  // client cost the raw side (mysql2) does not pay; the other request rows use autocannon, a plain
  // client too.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const submit = () =>
    post(agent, `${aspire}/api/assessment/submit-batch`, token, {
      userId,
      assessmentType: TYPE,
      sessionId: `p3-${randomUUID()}`,
      answers,
    });
  const pool = createPool({ uri: databaseUrl, connectionLimit: 2 });
  const raw = async () => {
    const session = `p3raw-${randomUUID()}`;
    const now = new Date();
    await pool.query(
      'INSERT INTO assessment_answers (user_id, session_id, assessment_type, question_id, category, sub_category, facet, taxonomy, score, created_at) VALUES ?',
      [
        questions.map((q, i) => [
          userId,
          session,
          TYPE,
          q.id,
          q.category,
          q.subCategory,
          facetOf(q),
          JSON.stringify(q.taxonomy ?? []),
          1 + (i % 5),
          now,
        ]),
      ],
    );
  };

  // The route's statements, counted once on a warm guard.
  await submit();
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  const statements: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (!CONTROL.test(query.trim()) && !/auth_sessions/.test(query)) statements.push(query);
    return original(query, parameters, runner);
  };
  try {
    await submit();
  } finally {
    logger.logQuery = original;
  }

  // Each round: as many of each as fit in SECONDS, alternating, then the medians; after the
  // shared warm-up, since a route's first few thousand requests run while V8 still compiles it.
  const ratios: number[] = [];
  const times: [number, number][] = [];
  let warmup: Warmup | undefined;
  try {
    warmup = await warmUp(submit, raw);
    for (let round = 1; round <= ROUNDS; round++) {
      const ours: number[] = [];
      const base: number[] = [];
      const end = Date.now() + SECONDS * 1000;
      while (Date.now() < end || ours.length < 5) {
        base.push(await timed(raw));
        ours.push(await timed(submit));
      }
      const [o, b] = [median(ours), median(base)];
      ratios.push(b / o);
      times.push([o, b]);
      logRound('P3', round, `raw INSERT ${fixed(b)} ms, submit-batch ${fixed(o)} ms`);
    }
  } finally {
    await pool.end();
    agent.destroy();
  }
  const ratio = median(ratios);
  return [
    {
      id: 'P3',
      what: 'submit-batch of 100 answers vs one raw INSERT',
      ratio,
      target: '≥ 0.35×, ≤ 4 statements',
      pass: ratio >= 0.35 && statements.length <= 4,
      detail:
        `submit-batch ${fixed(median(times.map((t) => t[0])))} ms, raw ${fixed(median(times.map((t) => t[1])))} ms; ` +
        `${statements.length} statements; after ${warmup.rounds} warm-up rounds ` +
        `(${fixed(median(warmup.ours))} vs ${fixed(median(warmup.base))} ms)`,
    },
  ];
}

/** POSTs `body` as JSON with the bearer `token`; resolves on 201, else fails with the answer. */
function post(agent: Agent, url: string, token: string, body: unknown): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 201
            ? resolve()
            : reject(new Error(`P3 submit-batch: ${res.statusCode} ${Buffer.concat(chunks)}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Portal weight: the gzipped JS and CSS of a first visit to `/` (the sign-in screen),
 * the chart chunk and the back-office's first visit, measured from the build output; and
 * Lighthouse 12 in its default mobile mode (simulated slow 4G, 4× CPU slowdown) on `/` and on the
 * dashboard of a student with all assessments: TBT, LCP and CLS, median of LIGHTHOUSE_RUNS (3).
 * Each row's ratio is budget ÷ measured, so ≥ 1 meets the budget. Run alone with
 * `npm run bench:portal-weight -w bench` (it builds the portal and the back-office first; set
 * BENCH_SKIP_BUILD=1 to measure the existing build). Lighthouse drives Debian's Chromium
 * (CHROME_PATH, /usr/bin/chromium by default); Lighthouse 13 needs Node 22, hence 12. Each L row
 * prints every run, the load average, Lighthouse's benchmarkIndex and the navigation's commit
 * (startTask); LIGHTHOUSE_REPORT_DIR keeps each run's JSON report (its diagnostics: LCP element,
 * layout shifts, long tasks, requests).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { kB, measureBuild, BUDGETS } from '../../e2e/support/bundle-weight';
import { PASSWORD, serveBenchApp } from './bench-app';
import { requestText, SERVED_OVER, servingTls } from './served-over-tls';
import { BenchRow, runStandalone } from './bench-row';
import { lighthouseMedian, type VitalsRuns } from './lighthouse-runs';

const REPO_ROOT = join(__dirname, '..', '..');
const DATABASE = process.env.BENCH_DATABASE_NAME || 'aspire_bench_portal';
const STUDENT = 'student@demo-school.test';

/** The Lighthouse budgets (docs/decisions/0046-light-first-screens.md). */
export const LIGHTHOUSE_BUDGETS = { tbtMs: 200, lcpMs: 2000, cls: 0.05 };

/** budget ÷ measured (≥ 1 passes); a measured 0 counts as 1 % of the budget (ratio 100). */
const ratio = (budget: number, measured: number) => budget / Math.max(measured, budget / 100);

function row(
  id: string,
  what: string,
  budget: number,
  measured: number,
  unit: string,
  note?: string,
): BenchRow {
  const r = ratio(budget, measured);
  const shown = (v: number) =>
    unit === 'kB' ? kB(v) : unit === '' ? v.toFixed(3) : `${v.toFixed(0)} ${unit}`;
  return {
    id,
    what,
    ratio: r,
    target: `≤ ${shown(budget)} (budget ÷ measured ≥ 1)`,
    pass: measured <= budget,
    detail: `measured ${shown(measured)}${note ? ` (${note})` : ''}`,
  };
}

function build() {
  if (process.env.BENCH_SKIP_BUILD) return;
  // The front ends import the domain package's build: on a fresh install there is none yet.
  for (const workspace of ['domain', 'portal', 'backoffice']) {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'ignore' });
  }
}

/**
 * Aspire serving the built portal on a fresh MariaDB database with the demo accounts, over HTTPS
 * unless BENCH_PLAIN_HTTP=1 (served-over-tls.ts).
 */
async function startServingApp() {
  const tls = await servingTls();
  const env = { MAIL_TRANSPORT: 'outbox', AI_PROVIDER: 'offline', ...tls.env };
  const { app, port } = await serveBenchApp(DATABASE, env);
  return { app, origin: `${tls.scheme}://127.0.0.1:${port}`, ca: tls.ca };
}

type Served = { origin: string; ca?: string };

type Question = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { score: number }[];
};

async function api<T>(
  { origin, ca }: Served,
  path: string,
  token: string | null,
  body?: object,
): Promise<T> {
  const response = await requestText(
    `${origin}${path}`,
    {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
    ca,
  );
  if (response.status < 200 || response.status > 299)
    throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return JSON.parse(response.text) as T;
}

/** The seeded student, with a completed session of each assessment (as the e2e tests store it). */
async function studentWithResults(served: Served) {
  const login = await api<{ token: string; user_id: string }>(served, '/api/users/login', null, {
    email: STUDENT,
    password: PASSWORD,
  });
  const session = { token: login.token, userId: String(login.user_id) };
  const areas = ['Natural Sciences & Mathematics', 'Computing & Digital'];
  const banks = {
    Career: 'Career Assessments',
    Subject: 'Subject Assessments',
    Learning: 'Learning Assessments',
  } as const;
  for (const [type, status] of Object.entries(banks)) {
    const bank = await api<Question[]>(
      served,
      `/api/questions?status=${encodeURIComponent(status)}`,
      session.token,
    );
    const questions = bank.filter(
      (q) =>
        type !== 'Subject' ||
        q.category === 'Part I' ||
        (q.category === 'Part II' && areas.includes(q.sub_category)),
    );
    const sessionId = `${type.toLowerCase()}-bench`;
    const answers = questions.map((q, i) => {
      const scores = q.options.map((o) => o.score);
      const favoured = areas.includes(q.facet);
      const score =
        q.category === 'Part I'
          ? favoured
            ? Math.max(...scores)
            : Math.min(...scores)
          : scores[i % scores.length];
      return {
        questionId: q.question_id,
        category: q.category,
        subCategory: q.sub_category,
        facet: q.facet,
        taxonomy: q.taxonomy,
        score,
      };
    });
    await api(served, '/api/assessment/submit-batch', session.token, {
      userId: session.userId,
      assessmentType: type,
      sessionId,
      answers,
    });
    await api(served, '/api/assessment/save-progress', session.token, {
      userId: session.userId,
      sessionId,
      assessmentType: type,
      lastCompletionDate: new Date().toISOString(),
      ...(type === 'Subject' ? { topSubcategories: areas } : {}),
    });
  }
  return session;
}

/** TBT, LCP and CLS of one page: the median against the budget, each run and the machine's state. */
function vitalRows(prefix: string, page: string, { median: m, runs, loadAverage }: VitalsRuns) {
  const machine =
    `load average ${loadAverage.toFixed(1)}, benchmarkIndex ${m.benchmarkIndex.toFixed(0)}, ` +
    `navigation commit ${m.startTaskMs.toFixed(0)} ms observed, ${SERVED_OVER}`;
  const vital = (name: string, key: 'tbtMs' | 'lcpMs' | 'cls', budget: number, unit: string) =>
    row(
      `${prefix}-${name}`,
      `${page}: Lighthouse mobile ${name}, median of ${runs.length}`,
      budget,
      m[key],
      unit,
      `runs ${runs.map((r) => r[key].toFixed(unit ? 0 : 3)).join(', ')}; ${machine}`,
    );
  return [
    vital('TBT', 'tbtMs', LIGHTHOUSE_BUDGETS.tbtMs, 'ms'),
    vital('LCP', 'lcpMs', LIGHTHOUSE_BUDGETS.lcpMs, 'ms'),
    vital('CLS', 'cls', LIGHTHOUSE_BUDGETS.cls, ''),
  ];
}

export async function run(): Promise<BenchRow[]> {
  build();
  const weights = measureBuild();
  const rows: BenchRow[] = [
    row(
      'W1',
      'first visit to / (sign-in), gzipped JS+CSS',
      BUDGETS.portalSignIn,
      weights.signIn.total,
      'kB',
    ),
    row('W2', 'chart chunk (nivo), gzipped', BUDGETS.portalCharts, weights.charts.total, 'kB'),
    row(
      'W3',
      'back-office first visit, gzipped JS+CSS',
      BUDGETS.backoffice,
      weights.backoffice.total,
      'kB',
    ),
  ];
  const { app, origin, ca } = await startServingApp();
  try {
    const session = await studentWithResults({ origin, ca });
    rows.push(...vitalRows('L1', '/ (sign-in)', await lighthouseMedian(origin, '/', null)));
    rows.push(
      ...vitalRows(
        'L2',
        '/dashboard (all results)',
        await lighthouseMedian(origin, '/dashboard', session),
      ),
    );
  } finally {
    await app.close();
  }
  return rows;
}

if (require.main === module) runStandalone(run);

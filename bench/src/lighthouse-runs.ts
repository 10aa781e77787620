/**
 * The Lighthouse half of the portal-weight rows: runs of Lighthouse 12's default mobile
 * mode on one page of the served app, each in a fresh Chromium profile, and their median.
 * LIGHTHOUSE_RUNS (3) runs a page; LIGHTHOUSE_REPORT_DIR keeps each run's JSON report.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './measure';
import { TLS_CHROME_FLAGS } from './served-over-tls';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
/** Where each run's full Lighthouse report (JSON) is written, when set: its diagnostics say why. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** The flags the e2e tests use (no background traffic on this closed network). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...TLS_CHROME_FLAGS,
];

export type Vitals = {
  tbtMs: number;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
  startTaskMs: number;
};

type Items<T> = { items: T[] } | undefined;

/**
 * The longest main-thread task before the page's first script was asked for, as observed: the
 * navigation's commit, which every first request waits for in Lighthouse's simulation, counted
 * 4× there. It moves L1 and L2 with the host (22–105 ms seen with one build on different hosts),
 * which the benchmarkIndex does not show.
 */
function startTask(audits: Record<string, { details?: unknown }>): number {
  const requests = audits['network-requests']?.details as Items<{
    networkRequestTime: number;
    resourceType?: string;
  }>;
  const tasks = audits['main-thread-tasks']?.details as Items<{
    startTime: number;
    duration: number;
  }>;
  const scripts = (requests?.items ?? []).filter((r) => r.resourceType === 'Script');
  if (!scripts.length || !tasks) return NaN;
  const firstScript = Math.min(...scripts.map((r) => r.networkRequestTime));
  const before = tasks.items.filter((t) => t.startTime < firstScript);
  return Math.max(0, ...before.map((t) => t.duration));
}

/** The median of each figure and every run's, for the printed detail. */
export type VitalsRuns = { median: Vitals; runs: Vitals[]; loadAverage: number };

/**
 * One Lighthouse run in a fresh Chromium profile (a cold cache). For a signed-in page the session
 * is written into localStorage from /api/health first, a page that loads none of the portal.
 */
async function lighthouseOnce(
  origin: string,
  path: string,
  session: { token: string; userId: string } | null,
): Promise<Vitals> {
  const profile = mkdtempSync(join(tmpdir(), 'aspire-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) {
      await page.goto(`${origin}/api/health`);
      // Runs in the page (bench has no DOM types): the portal keeps its session in localStorage.
      await page.evaluate(
        `localStorage.setItem('token', ${JSON.stringify(session.token)});` +
          `localStorage.setItem('userId', ${JSON.stringify(session.userId)});`,
      );
    }
    const result = await lighthouse(
      `${origin}${path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session; the profile is new, so the cache is cold all the same.
        disableStorageReset: Boolean(session),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${path === '/' ? 'sign-in' : path.replace(/\W+/g, '')}-${Date.now()}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    const audits = result.lhr.audits;
    const value = (id: string) => {
      const v = audits[id]?.numericValue;
      if (typeof v !== 'number') {
        const why = result.lhr.runtimeError?.message ?? audits[id]?.errorMessage ?? 'no value';
        throw new Unmeasured(`Lighthouse measured no ${id} on ${path} (${why})`);
      }
      return v;
    };
    if (session && !result.lhr.finalDisplayedUrl.endsWith(path)) {
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
    }
    return {
      tbtMs: value('total-blocking-time'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      // Lighthouse's own CPU score of this machine at the time: simulated throttling multiplies
      // the main thread's observed work by 4, so a slow or busy machine inflates TBT and LCP.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      startTaskMs: startTask(audits),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A run whose trace gave Lighthouse no figure (seen once with the host's cores saturated). */
class Unmeasured extends Error {}

/** A run that measured nothing is run again, twice at most, and said so; a figure is never made up. */
async function lighthouseMeasured(
  origin: string,
  path: string,
  session: { token: string; userId: string } | null,
): Promise<Vitals> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(origin, path, session);
    } catch (error) {
      if (!(error instanceof Unmeasured) || attempt === 3) throw error;
      console.log(`  ${error.message}: run again`);
    }
  }
}

export async function lighthouseMedian(
  origin: string,
  path: string,
  session: { token: string; userId: string } | null,
): Promise<VitalsRuns> {
  const runs: Vitals[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseMeasured(origin, path, session));
  const of = (key: keyof Vitals) => median(runs.map((r) => r[key]));
  return {
    median: {
      tbtMs: of('tbtMs'),
      lcpMs: of('lcpMs'),
      cls: of('cls'),
      benchmarkIndex: of('benchmarkIndex'),
      startTaskMs: of('startTaskMs'),
    },
    runs,
    loadAverage: loadavg()[0],
  };
}

import type { ShareableReport } from '@aspire/domain';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { asBearer } from './as-bearer';
import { Student } from './enrich';
import { TestApp } from './test-app';

export const LINKS_URL = '/api/sharing/links';

/** POST /api/sharing/links as the student, with the reports and options given. */
export const createLink = (
  t: TestApp,
  s: Student,
  body: {
    reports?: ShareableReport[] | unknown;
    expiresInDays?: unknown;
    displayName?: string;
  } = {},
) =>
  asBearer(t, s.token).post(LINKS_URL, {
    userId: s.user.id,
    reports: ['futureready'],
    ...body,
  });

/** The text of a PDF, as a reader's "find" would search it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-text.cjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

/** The facet the student scored highest on in a scored report (the screen's first bar). */
export async function topFacet(t: TestApp, s: Student, type: string): Promise<string> {
  const res = await asBearer(t, s.token)
    .get(`/api/assessment/scores/${s.user.id}`, { assessmentType: type })
    .expect(200);
  const facets = res.body.facets as { _id: string; averageScore: number }[];
  return [...facets].sort((a, b) => b.averageScore - a.averageScore)[0]._id;
}

/** A supertest request's body as a Buffer (PDF answers). */
export const binary = (
  res: { on: (e: string, f: (c?: Buffer) => void) => void },
  done: (e: Error | null, b?: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c?: Buffer) => c && chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

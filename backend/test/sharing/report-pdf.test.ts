import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Insight } from '../../src/insights/entities/insight.entity';
import { CJK_DIR } from '../../src/report-pdf/pdf/pdf-fonts';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student } from '../support/enrich';
import { binary, createLink, pdfText, topFacet } from '../support/sharing';
import { createTestApp, TestApp } from '../support/test-app';

/** The reports as PDFs: the student's own and through a parent's link, text that can be found. */
describe('report PDFs', () => {
  let t: TestApp;
  let s: Student;
  beforeAll(async () => {
    t = await createTestApp();
    s = await readyStudent(t, {}, ['Career', 'Learning']);
  });
  afterAll(() => t.close());

  it('should give the student a PDF of FutureReady naming the top facet and the version', async () => {
    const res = await asBearer(t, s.token)
      .get(`/api/report-pdf/${s.user.id}/futureready`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('FutureReady Profile Index');
    expect(text).toContain(await topFacet(t, s, 'Career'));
    // DejaVu Sans is wider than Helvetica: the long version id may wrap to the next line.
    expect(text).toMatch(/Scored under assessment version\s+\S+/);
  });

  it('should serve a shared report as a PDF, and refuse one the link does not share', async () => {
    const link = await createLink(t, s, { reports: ['studystyle'], displayName: 'Robin' }).expect(
      201,
    );
    const token = link.body.token as string;
    const res = await t
      .http()
      .get(`/api/shared/${token}/pdf/studystyle`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(await topFacet(t, s, 'Learning'));
    expect(text).toContain('For Robin');
    await t.http().get(`/api/shared/${token}/pdf/futureready`).expect(404);
    await t.http().get(`/api/shared/${token}/pdf/StudyStyle`).expect(404);
    // The student's list counts the download apart from openings of the page.
    const listed = await asBearer(t, s.token).get(`/api/sharing/links/${s.user.id}`).expect(200);
    const row = listed.body.links.find((l: { id: string }) => l.id === link.body.id);
    expect(row).toMatchObject({ views: 0, downloads: 1, lastViewedAt: null });
  });

  /** The student's insights, `text`, as a parent's link named `displayName` downloads them. */
  async function insightsPdf(student: Student, displayName: string, text: string) {
    await t.dataSource.getRepository(Insight).insert({
      userId: student.user.id,
      text,
      provider: 'offline',
      generatedAt: new Date('2026-10-01T10:00:00.000Z'),
    });
    const link = await createLink(t, student, { reports: ['insights'], displayName }).expect(201);
    const res = await t
      .http()
      .get(`/api/shared/${link.body.token}/pdf/insights`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pdf = res.body as Buffer;
    return { pdf, printed: await pdfText(pdf) };
  }

  it('should print names and insights in any European script as written, in a small file', async () => {
    const text = 'Ağrı or Θεσσαλονίκη? “Жуковский” — try engineering.';
    const { pdf, printed } = await insightsPdf(s, 'Łukasz Nguyễn', text);
    expect(printed).toContain('AI insights');
    expect(printed).toContain('For Łukasz Nguyễn');
    expect(printed).toContain(text);
    // The font is embedded as the glyphs used, not whole (DejaVu Sans alone is 740 KB).
    expect(pdf.length).toBeLessThan(60_000);
  });

  // Noto Sans CJK from Debian's fonts-noto-cjk (README, "Tests"); each name in its language's
  // face: kana reads Japanese, Hangul Korean, Han alone Simplified Chinese.
  it.each([
    ['Chinese', '王小明', 'NotoSansCJKsc-Regular', '我想学习计算机科学。'],
    ['Japanese', 'さくら 田中', 'NotoSansCJKjp-Regular', 'エンジニアリングを学びたい。'],
    ['Korean', '김민준', 'NotoSansCJKkr-Regular', '공학을 공부하고 싶어요.'],
  ])('should print a %s name and insight as written', async (_language, name, face, insight) => {
    const font = join(CJK_DIR, 'NotoSansCJK-Regular.ttc');
    if (!existsSync(font)) throw new Error(`${font} is missing: apt-get install fonts-noto-cjk`);
    const text = `Engineering suits you. ${insight}`;
    const { pdf, printed } = await insightsPdf(await readyStudent(t, {}, []), name, text);
    expect(printed).toContain(`For ${name}`);
    expect(printed).toContain(text);
    // Embedded as the glyphs used: a subset of the language's face beside DejaVu Sans.
    expect(pdf.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}\\b`));
    expect(pdf.length).toBeLessThan(120_000);
  });

  it("should refuse another student's PDF and an unknown report", async () => {
    const other = await readyStudent(t, {}, []);
    await asBearer(t, other.token).get(`/api/report-pdf/${s.user.id}/futureready`).expect(403);
    for (const unknown of ['Career', 'FutureReady']) {
      await asBearer(t, s.token).get(`/api/report-pdf/${s.user.id}/${unknown}`).expect(400);
    }
    await t.http().get(`/api/report-pdf/${s.user.id}/futureready`).expect(401);
  });
});

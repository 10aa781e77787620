import {
  CAREER_SECTIONS,
  LEARNING_SECTIONS,
  SHAREABLE_REPORT_TITLES,
  type ShareableReport,
} from '@aspire/domain';
import PDFDocument from 'pdfkit';
import type { InsightsReport, ReportSet, ScoresReport } from '../report-data.service';
import { barChart, Canvas, table } from './pdf-charts';
import { FONT, fontRuns, type Weight } from './pdf-fonts';

/** Who and when the PDF is for: a name only where the student gave one. */
export type PdfMeta = { name: string | null; printedAt: Date };

/** The scale the bars are drawn on at least: the 1–5 options of every current instrument. */
const SCALE_MAX = 5;
const SECTIONS = { futureready: CAREER_SECTIONS, studystyle: LEARNING_SECTIONS } as const;

const day = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * One report as a PDF (docs/decisions/0232-report-pdfs-with-pdfkit.md): the title, the date, the
 * versions the session was scored under, then each section as the screen shows it, a bar chart of
 * the facet scores and the table of the same numbers. Text is written in an embedded Unicode font
 * (pdf-fonts.ts), so it can be searched and copied; charts are vector shapes.
 */
export function renderReportPdf(
  report: ShareableReport,
  data: ReportSet,
  meta: PdfMeta,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    font: FONT.regular,
    info: { Title: SHAREABLE_REPORT_TITLES[report], Producer: 'Aspire', Creator: 'Aspire' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, SHAREABLE_REPORT_TITLES[report], meta);
  if (report === 'insights') insights(doc, data.insights);
  else if (report === 'uniready') {
    scores(doc, 'UniReady Part II: subjects', data.uniReady?.partII ?? null, null);
    if (data.uniReady?.partIII)
      scores(doc, 'UniReady Part III: exploration', data.uniReady.partIII, null);
  } else {
    const scored = report === 'futureready' ? data.futureReady : data.studyStyle;
    scores(doc, SHAREABLE_REPORT_TITLES[report], scored, SECTIONS[report]);
  }
  doc.end();
  return done;
}

function header(doc: Canvas, title: string, meta: PdfMeta) {
  doc.font(FONT.bold).fontSize(20).fillColor('#1f2937').text(title);
  doc.font(FONT.regular).fontSize(10).fillColor('#4b5563');
  if (meta.name) written(doc, `For ${meta.name}`);
  doc.text(`Printed on ${day(meta.printedAt)}`);
  doc.moveDown();
}

function versions(doc: Canvas, report: ScoresReport) {
  const parts = [
    report.instrumentVersion ? `assessment version ${report.instrumentVersion}` : null,
    report.instrumentRecordedAt ? `recorded ${day(new Date(report.instrumentRecordedAt))}` : null,
    report.scoringVersion ? `scoring ${report.scoringVersion}` : null,
  ].filter(Boolean);
  doc.font(FONT.regular).fontSize(9).fillColor('#4b5563');
  doc.text(
    parts.length ? `Scored under ${parts.join(', ')}.` : 'Scored under the original assessment.',
  );
}

function scores(
  doc: Canvas,
  title: string,
  report: ScoresReport | null,
  sections: readonly { key: string; title: string }[] | null,
) {
  doc.font(FONT.bold).fontSize(14).fillColor('#1f2937').text(title);
  if (!report) {
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text('This assessment has not been completed yet.')
      .moveDown();
    return;
  }
  versions(doc, report);
  const top = [...report.facets].sort((a, b) => b.averageScore - a.averageScore).slice(0, 3);
  doc
    .fontSize(10)
    .fillColor('#1f2937')
    .text(`Top facets: ${top.map((f) => f._id).join(', ')}`);
  doc.moveDown(0.5);
  const groups =
    sections && report.visualization
      ? sections.flatMap(({ key, title: name }) => {
          const section = report.visualization?.[key];
          if (!section) return [];
          const dataset = section.datasets[0];
          return [
            { name, labels: section.labels, averages: dataset.data, totals: dataset.totalScores },
          ];
        })
      : byCategory(report);
  for (const group of groups) {
    doc.font(FONT.bold).fontSize(11).fillColor('#1f2937').text(group.name);
    doc.font(FONT.regular).moveDown(0.3);
    // Cognitive abilities score above the 1–5 options (the screen suggests 10): the scale grows.
    const top = Math.ceil(Math.max(SCALE_MAX, ...group.averages));
    barChart(
      doc,
      group.labels.map((label, i) => ({ label, value: group.averages[i] ?? 0 })),
      top,
    );
    table(
      doc,
      [
        { title: 'Facet', width: 300 },
        { title: 'Average', width: 90, align: 'right' },
        { title: 'Total', width: 90, align: 'right' },
      ],
      group.labels.map((label, i) => [
        label,
        (group.averages[i] ?? 0).toFixed(2),
        String(group.totals[i] ?? 0),
      ]),
    );
  }
}

/** UniReady has no sections: its facets (subjects) grouped by category, in the report's order. */
function byCategory(report: ScoresReport) {
  const names = [...new Set(report.facets.map((f) => f.category))];
  return names.map((name) => {
    const facets = report.facets.filter((f) => f.category === name);
    return {
      name,
      labels: facets.map((f) => f._id),
      averages: facets.map((f) => f.averageScore),
      totals: facets.map((f) => f.totalScore),
    };
  });
}

function insights(doc: Canvas, report: InsightsReport | null) {
  if (!report) {
    doc.font(FONT.regular).fontSize(10).text('No insights have been generated yet.');
    return;
  }
  doc.font(FONT.regular).fontSize(9).fillColor('#4b5563');
  doc.text(`Generated on ${day(new Date(report.generationDate))}`).moveDown(0.5);
  doc.fontSize(10).fillColor('#1f2937');
  written(doc, plain(report.insights), 'regular', { paragraphGap: 4 });
}

/**
 * Text a person gave (a name, an insight), each run in a face that has its characters
 * (pdf-fonts.ts): Chinese, Japanese and Korean print as written too.
 */
function written(
  doc: Canvas,
  text: string,
  weight: Weight = 'regular',
  options: PDFKit.Mixins.TextOptions = {},
) {
  const runs = fontRuns(text, weight);
  runs.forEach(({ face, text: run }, i) => {
    if (face.family) doc.font(face.path, face.family);
    else doc.font(face.path);
    doc.text(run, { ...options, continued: i < runs.length - 1 });
  });
  doc.font(FONT[weight]);
}

/** Markdown marks are dropped (the screen renders them); control characters have no glyph. */
function plain(text: string): string {
  return text
    .replace(/^#{1,6}\s*/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/[^\P{Cc}\n\t]/gu, '');
}

import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eqResult } from '@aspire/domain';
import { formatDate } from '../../../lib/format-date';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { settle } from '../../../testing/settle';
import { makeSection } from '../testing/fixtures';
import { signIn } from '../../../../test/sign-in';
import { CareerScoresPage } from './CareerScoresPage';

jest.mock('../../../components/charts');

const visualizations = {
  emotionalIntelligence: makeSection(['Empathy', 'Self-Awareness'], [4, 3], [30, 22]),
};

/** The print rules of report-print.css, as text (jsdom applies no @media print). */
const printCss = readFileSync(join(__dirname, 'report-print.css'), 'utf8');
const ruleFor = (selector: string) => {
  const at = printCss.indexOf('@media print');
  const block = printCss.slice(at);
  const re = new RegExp(`([^{}]*${selector.replace('.', '\\.')}[^{}]*)\\{([^}]*)\\}`);
  return re.exec(block)?.[2] ?? '';
};

// The printout had no student name, date or version, and split the band notes.
describe('report printout', () => {
  it('should carry the student name, the date and the versions the report was produced from', async () => {
    mockApi({
      ...signIn(),
      'GET /api/users/user/u-1': {
        body: { username: 'Ada Lovelace', email: 'ada@school.test', role: 'user' },
      },
      'GET /api/config': { body: { assessmentVersion: '2025.1' } },
      'GET /api/assessment/scores/u-1': {
        body: {
          sessionId: 's-1',
          facets: [],
          visualization: {},
          instrumentVersion: '3f9a61c0d2e4b5a6'.padEnd(64, '0'),
          instrumentRecordedAt: '2026-05-12T09:30:00.000Z',
          scoringVersion: 'scoring-2',
          qualityFlags: [],
          emotionalIntelligence: null,
        },
      },
    });
    renderApp({
      url: '/career-scores',
      state: { visualizations },
      routes: { '/career-scores': <CareerScoresPage /> },
    });
    await settle();
    const header = await screen.findByTestId('print-header');
    expect(header).toHaveClass('report-print-only');
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent('FutureReady Profile Index');
    expect(header).toHaveTextContent('Student: Ada Lovelace');
    expect(header).toHaveTextContent(`Printed on ${formatDate(new Date())}`);
    // No fixed edition: the report names its own session's versions, on screen and in print.
    expect(document.body).not.toHaveTextContent(/Assessment version|2025\.1/);
    const version = screen.getByTestId('report-version');
    expect(version).toBeVisible();
    expect(version.closest('.report-no-print, .report-print-only')).toBeNull();
    expect(version).toHaveTextContent(
      'FutureReady: questions version of 12 May 2026 (3f9a61c0), scored under scoring-2.',
    );
  });

  it('should show the print header in print and keep the band notes together', async () => {
    expect(ruleFor('.report-print-only')).toMatch(/display:\s*block/);
    expect(ruleFor('.report-keep-together')).toMatch(/break-inside:\s*avoid/);
    mockApi({
      ...signIn(),
      'GET /api/assessment/scores/u-1': {
        body: {
          sessionId: 's-1',
          facets: [],
          visualization: {},
          qualityFlags: [],
          emotionalIntelligence: eqResult(52, 20),
        },
      },
    });
    renderApp({
      url: '/career-scores',
      state: { visualizations },
      routes: { '/career-scores': <CareerScoresPage /> },
    });
    await settle();
    expect(screen.getByRole('list', { name: 'Emotional Intelligence bands' })).toHaveClass(
      'report-keep-together',
    );
  });
});

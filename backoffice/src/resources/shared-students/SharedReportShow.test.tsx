/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SharedReportShow } from './SharedReportShow';
import type { SharedReportPage } from './shared-report';

// nivo ships ES modules Jest does not load; the chart is drawn in the browser tests.
jest.mock('./ScoreChart', () => ({ __esModule: true, default: () => null }));

jest.setTimeout(30_000);

const MAYA: SharedReportPage = {
  id: 'u-1',
  username: 'maya',
  year_group: 'Year 11',
  class_name: '11B',
  reports: ['futureready', 'insights'],
  shared_at: '2026-10-12T08:00:00.000Z',
  futureready: {
    facets: [],
    visualization: {
      careerInterest: {
        labels: ['Realistic', 'Investigative'],
        datasets: [{ data: [2.5, 4.25], totalScores: [5, 17], facetNote: {} }],
      },
    },
    instrumentVersion: '2025.1',
    scoringVersion: '2',
  },
  uniready: null,
  studystyle: null,
  insights: null,
};

const renderPage = (getOne: jest.Mock, queryClient = new QueryClient()) =>
  render(
    <MemoryRouter initialEntries={['/shared-students/u-1/show']}>
      <AdminContext
        dataProvider={{ getOne } as Partial<DataProvider> as DataProvider}
        queryClient={queryClient}
      >
        <Routes>
          <Route path="/shared-students/:id/show" element={<SharedReportShow />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

describe('SharedReportShow', () => {
  it('should draw each shared report, read-only, with its figures as a table', async () => {
    const getOne = jest.fn().mockResolvedValue({ data: MAYA });
    renderPage(getOne);
    const futureReady = await screen.findByRole('region', { name: 'FutureReady' });
    const table = within(futureReady).getByRole('table', {
      name: 'Career Interests & Personality',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['AreaAverage (1–5)', 'Investigative4.25', 'Realistic2.50']);
    expect(within(futureReady).getByText('Scored under 2025.1 · scoring 2.')).toBeInTheDocument();
    const insights = screen.getByRole('region', { name: 'AI insights' });
    expect(within(insights).getByText('Shared, but not completed yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Shared FutureReady, AI insights with your school/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    expect(getOne).toHaveBeenCalledWith(
      'shared-students',
      expect.objectContaining({ id: 'u-1', meta: { page: 'shared-reports' } }),
    );
  });

  it("should ask the server at every opening, not show the list's row", async () => {
    // react-admin puts each row of a list in the record cache; a row has no reports in it.
    const queryClient = new QueryClient();
    const { futureready: _f, ...row } = MAYA;
    queryClient.setQueryData(['shared-students', 'getOne', { id: 'u-1', meta: undefined }], row);
    const getOne = jest.fn().mockResolvedValue({ data: MAYA });
    renderPage(getOne, queryClient);
    const futureReady = await screen.findByRole('region', { name: 'FutureReady' });
    expect(
      await within(futureReady).findByRole('table', { name: 'Career Interests & Personality' }),
    ).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it("should show the server's refusal when the student no longer shares", async () => {
    const refusal = Object.assign(
      new Error('This student has not shared their reports with you.'),
      {
        status: 403,
      },
    );
    renderPage(jest.fn().mockRejectedValue(refusal));
    expect(await screen.findByTestId('shared-report-refused')).toHaveTextContent(
      'This student has not shared their reports with you.',
    );
  });
});

/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../testing/in-admin';
import { InstrumentVersionsPage } from './InstrumentVersionsPage';

const history = (completedSessions: number) => ({
  data: {
    assessmentType: 'Career',
    currentVersion: 'a'.repeat(64),
    scoringVersion: 'scoring-2',
    sessionsBeforeVersioning: 0,
    versions: [
      {
        hash: 'a'.repeat(64),
        createdAt: null,
        itemCount: 40,
        isCurrent: true,
        sessions: 5,
        completedSessions,
        changes: [],
        edits: [],
      },
    ],
  },
});
const preview = {
  data: {
    scoringVersion: 'scoring-2',
    pending: 2,
    sample: [
      {
        sessionId: 's-1',
        fromVersion: null,
        facets: [{ facet: 'Realistic', before: 3, after: 3.5 }],
      },
    ],
  },
};

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('InstrumentVersionsPage', () => {
  it('should preview re-scoring on request, apply it once confirmed, and show the history again', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const methods = {
      getInstrumentHistory: jest
        .fn()
        .mockResolvedValueOnce(history(4))
        .mockResolvedValue(history(5)),
      getRescorePreview: jest.fn().mockResolvedValue(preview),
      rescore: jest.fn().mockResolvedValue({ data: { rescored: 2 } }),
    };
    renderInAdmin(<InstrumentVersionsPage />, methods);
    const table = await screen.findByTestId('instrument-versions');
    expect(within(table).getByText('aaaaaaaaaaaa (current)')).toBeInTheDocument();
    expect(within(table).getByText('5 (4)')).toBeInTheDocument();
    expect(methods.getRescorePreview).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Preview re-scoring' }));
    expect(await screen.findByTestId('rescore-preview')).toHaveTextContent(
      '2 completed sessions are not scored under scoring-2. A sample of 1:',
    );
    expect(screen.getByText('Realistic: 3.00 → 3.50')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Re-score 2 sessions' }));
    expect(
      await screen.findByText('2 sessions re-scored (recorded in the audit log).'),
    ).toBeInTheDocument();
    expect(methods.rescore).toHaveBeenCalledWith('Career', 'scoring-2');
    expect(
      await within(screen.getByTestId('instrument-versions')).findByText('5 (5)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('rescore-preview')).not.toBeInTheDocument());
  });
});

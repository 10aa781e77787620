/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderInAdmin } from '../../testing/in-admin';
import { RekeyCard } from './RekeyCard';

const preview = (answers: number, sessions: number) => ({
  data: {
    keyVersion: 'b'.repeat(64),
    questions: answers ? [42] : [],
    answers,
    sessions,
    unknown: answers ? 3 : 0,
    sample: answers
      ? [{ sessionId: 's-1', facets: [{ facet: 'Visual', before: 2.25, after: 2.75 }] }]
      : [],
  },
});

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('RekeyCard', () => {
  it('should preview what a corrected key changes, apply it once confirmed under the keys previewed, and say what happened', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const methods = {
      getRekeyPreview: jest
        .fn()
        .mockResolvedValueOnce(preview(5, 4))
        .mockResolvedValue(preview(0, 0)),
      rekey: jest.fn().mockResolvedValue({
        data: { rescoredAnswers: 5, rescoredSessions: 4, reflaggedSessions: 1 },
      }),
    };
    renderInAdmin(<RekeyCard type="Learning" />, methods);
    expect(methods.getRekeyPreview).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Preview key corrections' }));
    expect(await screen.findByTestId('rekey-preview')).toHaveTextContent(
      'Questions with a corrected key: 42. 5 answers in 4 sessions would change. 3 answers cannot be re-scored: which option was chosen is not known.',
    );
    expect(screen.getByText('Visual: 2.25 → 2.75')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Re-score 5 answers' }));
    expect(confirm).toHaveBeenCalledWith('Re-score 5 answers in 4 sessions?');
    expect(
      await screen.findByText(
        '5 answers in 4 sessions re-scored; response-quality flags changed in 1 session (recorded in the audit log).',
      ),
    ).toBeInTheDocument();
    expect(methods.rekey).toHaveBeenCalledWith('Learning', 'b'.repeat(64));
    // Previewed again: nothing left to change, and no button to apply.
    expect(
      await screen.findByText(
        'No question has a key that differs from the one its answers were scored with.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Re-score/ })).not.toBeInTheDocument();
  });

  it('should change nothing when the admin does not confirm', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const methods = {
      getRekeyPreview: jest.fn().mockResolvedValue(preview(1, 1)),
      rekey: jest.fn(),
    };
    renderInAdmin(<RekeyCard type="Career" />, methods);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview key corrections' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-score 1 answer' }));
    expect(methods.rekey).not.toHaveBeenCalled();
  });
});

import type { PastChallenge } from '@aspire/domain';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { settle } from '../../../testing/settle';
import { PastChallengesPage } from './PastChallengesPage';

const challenge = (subject: string, overrides: Partial<PastChallenge>): PastChallenge => ({
  taskId: `t-${subject}`,
  subject,
  question: `How would your team use ${subject}?`,
  feedback_text: null,
  feedback_status: 'none',
  feedback_note: null,
  created_at: '2027-01-04T10:00:00.000Z',
  submission_date: '2027-01-20T10:00:00.000Z',
  answers: [{ user_id: 'u-1', username: 'ada', answer_text: 'A fair.', submitted_at: null }],
  ...overrides,
});

async function open(challenges: PastChallenge[]) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/team/past-challenges/u-1': { body: { challenges } },
  });
  renderApp({ url: '/past-challenges', routes: { '/past-challenges': <PastChallengesPage /> } });
  await settle();
}

/** The Feedback line of the challenge on `subject`. */
const feedbackOf = (subject: string) =>
  within(screen.getByRole('heading', { name: subject }).closest('li')!).getByTestId(
    'past-feedback',
  );

beforeEach(() => localStorage.clear());

// docs/product/dashboard.md, Team Challenge: a school may check feedback first; the history says
// where each challenge's feedback is, in the words of the Team tab.
describe('Past Challenges: the feedback of each challenge', () => {
  it('should say plainly that the school is checking it, withheld it with its note, or show it', async () => {
    await open([
      challenge('Physics', { feedback_status: 'checking' }),
      challenge('Biology', {
        feedback_status: 'withheld',
        feedback_note: 'Please talk to Ms Park about it.',
      }),
      challenge('History', { feedback_status: 'ready', feedback_text: 'Well argued.' }),
      challenge('Art', {}),
    ]);
    expect(feedbackOf('Physics')).toHaveTextContent(
      /^Your feedback is being checked by your school\.$/,
    );
    expect(feedbackOf('Biology')).toHaveTextContent(
      /^Your school withheld this feedback\. Their note: Please talk to Ms Park about it\.$/,
    );
    expect(feedbackOf('History')).toHaveTextContent(/^Well argued\.$/);
    expect(feedbackOf('Art')).toHaveTextContent(
      /^Feedback not yet available\. Please check again later\.$/,
    );
  });

  it('should say "withheld" without a note when the school left none', async () => {
    await open([challenge('Physics', { feedback_status: 'withheld', feedback_note: null })]);
    expect(feedbackOf('Physics')).toHaveTextContent(/^Your school withheld this feedback\.$/);
  });
});

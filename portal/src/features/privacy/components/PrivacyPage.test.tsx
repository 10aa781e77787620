import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { settle } from '../../../testing/settle';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it("should state the server's retention periods, without signing in", async () => {
    mockApi({
      'GET /api/config': {
        body: {
          supportEmail: 'help@school.test',
          retention: { unverifiedAccountDays: 14, mailBodyDays: 21, analyticsEventDays: 60 },
        },
      },
    });
    renderApp({ url: '/privacy', routes: { '/privacy': <PrivacyPage /> } });
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your data in Aspire');
    for (const name of [
      'What Aspire keeps',
      'Why',
      'How long',
      'Who sees it',
      'The outside AI service',
      'Your choices',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/delete the account after 14 days/)).toBeInTheDocument();
    expect(screen.getByText(/after 21 days/)).toBeInTheDocument();
    expect(screen.getByText(/After 60 days/)).toBeInTheDocument();
    expect(screen.getByText(/never sees your answers or scores/)).toBeInTheDocument();
    expect(screen.getByText('Questions? Write to help@school.test.')).toBeInTheDocument();
  });
});

import type { AdviserShareState } from '@aspire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { clickAndSettle, settle } from '../../../testing/settle';
import { AdviserSharing } from './AdviserSharing';

const NONE: AdviserShareState = { reports: [], sharedAt: null, updatedAt: null, views: [] };
const SHARED: AdviserShareState = {
  reports: ['futureready', 'uniready'],
  sharedAt: '2026-10-12T09:00:00.000Z',
  updatedAt: '2026-10-12T09:00:00.000Z',
  views: [{ adviser: 'ms_jones', reports: ['futureready'], viewedAt: '2026-10-13T10:30:00.000Z' }],
};
const URL = '/api/adviser-share/u-1';

const renderControl = () => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AdviserSharing userId="u-1" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('AdviserSharing', () => {
  it('should share the chosen reports and then say what is shared', async () => {
    const api = mockApi({
      [`GET ${URL}`]: { body: NONE },
      [`PUT ${URL}`]: (req) => ({
        body: { ...SHARED, views: [], reports: (req.body as { reports: string[] }).reports },
      }),
    });
    const user = renderControl();
    await settle();
    expect(screen.getByTestId('adviser-share-status')).toHaveTextContent(
      "You are not sharing any report with your school's careers advisers.",
    );
    const share = screen.getByRole('button', { name: "Share with my school's careers advisers" });
    expect(share).toBeDisabled();
    await clickAndSettle(user, box('FutureReady'));
    await clickAndSettle(user, box('AI insights'));
    await clickAndSettle(user, share);
    expect(callsTo(api, `PUT ${URL}`).map((r) => r.body)).toEqual([
      { reports: ['futureready', 'insights'] },
    ]);
    expect(screen.getByTestId('adviser-share-status')).toHaveTextContent(
      'Shared since 12 Oct 2026: FutureReady, AI insights.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "Shared with your school's careers advisers.",
    );
  });

  it('should list who opened what, and stop sharing at once', async () => {
    let state = SHARED;
    const api = mockApi({
      [`GET ${URL}`]: () => ({ body: state }),
      [`DELETE ${URL}`]: () => {
        state = { ...NONE, views: SHARED.views };
        return {
          body: { message: "Your school's careers advisers can no longer see your reports." },
        };
      },
    });
    const user = renderControl();
    await settle();
    const views = screen.getByRole('list', { name: 'Who opened what and when' });
    expect(within(views).getByRole('listitem')).toHaveTextContent(
      /^ms_jones opened FutureReady on 13 Oct 2026, \d\d:30$/,
    );
    expect(box('FutureReady')).toBeChecked();
    expect(box('StudyStyle')).not.toBeChecked();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Stop sharing' }));
    expect(callsTo(api, `DELETE ${URL}`)).toHaveLength(1);
    expect(screen.getByTestId('adviser-share-status')).toHaveTextContent(
      "You are not sharing any report with your school's careers advisers.",
    );
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });

  it("should show the server's refusal", async () => {
    mockApi({
      [`GET ${URL}`]: { body: NONE },
      [`PUT ${URL}`]: {
        status: 409,
        body: {
          error:
            'Your account is not linked to a school, so there are no school careers advisers to share with.',
        },
      },
    });
    const user = renderControl();
    await settle();
    await clickAndSettle(user, box('UniReady'));
    await clickAndSettle(
      user,
      screen.getByRole('button', { name: "Share with my school's careers advisers" }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/not linked to a school/);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { signIn } from '../../../../test/sign-in';
import type { ShareLink } from '../api/share-links';
import { ReportShareActions } from './ReportShareActions';
import { SharedReportPage } from './SharedReportPage';
import { SharingPage } from './SharingPage';

const link = (over: Partial<ShareLink> = {}): ShareLink => ({
  id: 'l-1',
  reports: ['futureready'],
  displayName: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  expiresAt: '2026-10-15T10:00:00.000Z',
  revokedAt: null,
  status: 'live',
  views: 3,
  lastViewedAt: '2026-10-12T10:00:00.000Z',
  downloads: 1,
  ...over,
});

const user = userEvent.setup();

beforeEach(() => localStorage.clear());

describe('the Sharing page', () => {
  it('should list each link with how often it was opened, and revoke one', async () => {
    let links = [link()];
    const api = mockApi({
      ...signIn(),
      'GET /api/sharing/links/u-1': () => ({ body: { links } }),
      'GET /api/adviser-share/u-1': {
        body: { reports: [], sharedAt: null, updatedAt: null, views: [] },
      },
      'DELETE /api/sharing/links/l-1': () => {
        links = [link({ status: 'revoked', revokedAt: '2026-10-13T10:00:00.000Z' })];
        return { body: links[0] };
      },
    });
    renderApp({ url: '/sharing', routes: { '/sharing': <SharingPage /> } });
    await settle();
    const row = screen.getByTestId('share-link-row');
    expect(row).toHaveTextContent('FutureReady Profile Index');
    expect(row).toHaveTextContent(/Opened 3 times, last on 12 Oct · PDF downloaded 1 time/);
    await clickAndSettle(user, within(row).getByRole('button', { name: /Revoke/ }));
    expect(callsTo(api, 'DELETE /api/sharing/links/l-1')).toHaveLength(1);
    expect(screen.getByTestId('share-link-row')).toHaveTextContent('Revoked');
    expect(within(screen.getByTestId('share-link-row')).queryByRole('button')).toBeNull();
    // The careers advisers' section sits beside the parents' links.
    expect(screen.getByRole('region', { name: "My school's careers advisers" })).toHaveTextContent(
      "You are not sharing any report with your school's careers advisers.",
    );
  });
});

describe('the Share dialog', () => {
  it('should send the chosen reports, days and name, then show the link once', async () => {
    const api = mockApi({
      ...signIn(),
      'POST /api/sharing/links': (req) => ({
        status: 201,
        body: {
          ...link({ views: 0, lastViewedAt: null }),
          token: 'tok-123',
          ...(req.body as object),
        },
      }),
    });
    renderApp({
      url: '/career-scores',
      routes: { '/career-scores': <ReportShareActions report="futureready" /> },
    });
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('StudyStyle Learning Profile'));
    const days = within(dialog).getByLabelText('Days until the link stops working');
    await user.clear(days);
    await user.type(days, '30');
    await user.type(within(dialog).getByLabelText('Name to show (optional)'), 'Sam');
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Create link' }));
    expect(callsTo(api, 'POST /api/sharing/links')[0].body).toEqual({
      userId: 'u-1',
      reports: ['futureready', 'studystyle'],
      expiresInDays: 30,
      displayName: 'Sam',
    });
    expect(screen.getByTestId('share-link-url')).toHaveValue(
      `${window.location.origin}/shared/tok-123`,
    );
  });

  it('should offer the insights as AI insights, the name the adviser screens use', async () => {
    mockApi({ ...signIn() });
    renderApp({ url: '/r', routes: { '/r': <ReportShareActions report="insights" /> } });
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('AI insights')).toBeChecked();
    expect(within(dialog).queryByText(/Career insights/)).toBeNull();
  });

  it('should refuse 91 days before asking the server', async () => {
    const api = mockApi({ ...signIn() });
    renderApp({ url: '/r', routes: { '/r': <ReportShareActions report="uniready" /> } });
    await settle();
    expect(screen.getByRole('link', { name: 'Shared links' })).toHaveAttribute('href', '/sharing');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Share' }));
    const days = screen.getByLabelText('Days until the link stops working');
    await user.clear(days);
    await user.type(days, '91');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('a whole number from 1 to 90');
    expect(callsTo(api, 'POST /api/sharing/links')).toHaveLength(0);
  });
});

describe("a parent's shared page", () => {
  it('should head the insights AI insights, above their text', async () => {
    mockApi({
      'GET /api/shared/tok-9': {
        body: {
          displayName: 'Łukasz',
          reports: ['insights'],
          expiresAt: '2026-10-15T10:00:00.000Z',
          futureReady: null,
          uniReady: null,
          studyStyle: null,
          insights: {
            insights: 'Consider engineering.',
            generationDate: '2026-10-01T10:00:00.000Z',
            provider: 'xai',
          },
        },
      },
    });
    renderApp({ url: '/shared/tok-9', routes: { '/shared/:token': <SharedReportPage /> } });
    await settle();
    const section = screen.getByRole('region', { name: 'AI insights' });
    expect(section).toHaveTextContent('Consider engineering.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Łukasz's reports");
  });
});

import type { FeedPostResponse } from '@aspire/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { SocialFeedPage } from './SocialFeedPage';

const post = (id: number, overrides: Partial<FeedPostResponse> = {}): FeedPostResponse => ({
  id,
  author: { username: 'ms_physics', role: 'subject_consultant' },
  body: `Post ${id}`,
  link: null,
  created_at: '2026-02-01T10:00:00.000Z',
  reactions: {},
  myReaction: null,
  canDelete: false,
  ...overrides,
});

async function open(role: string, overrides: Record<string, MockRoute> = {}) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role } },
    'POST /api/analytics/events': { status: 201, body: {} },
    'GET /api/feed': { body: { posts: [post(3)], hasMore: false } },
    ...overrides,
  });
  renderApp({ url: '/social-feed', routes: { '/social-feed': <SocialFeedPage role={role} /> } });
  await settle();
  return { api, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('Social feed (docs/decisions/0034)', () => {
  it('should show posts as text with their links as links, and record the page view', async () => {
    const { api } = await open('user', {
      'GET /api/feed': {
        body: {
          posts: [
            post(7, {
              body: 'Open day <b>Saturday</b>: https://uni.example/open.',
              link: 'https://uni.example/apply',
            }),
          ],
          hasMore: false,
        },
      },
    });
    const card = screen.getByRole('article', { name: 'Post by ms_physics' });
    expect(within(card).getByText('Subject Consultant')).toBeInTheDocument();
    expect(card).toHaveTextContent('Open day <b>Saturday</b>: https://uni.example/open.');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByRole('link', { name: 'https://uni.example/open' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(card).getByRole('link', { name: 'https://uni.example/apply' })).toBeVisible();
    expect(callsTo(api, 'POST /api/analytics/events')[0]?.body).toEqual({
      type: 'page_view',
      name: 'Social Feed',
    });
  });

  it('should let a student react once, change and take it back', async () => {
    let mine: string | null = null;
    const { api, user } = await open('user', {
      'PUT /api/feed/3/reaction': (req) => {
        mine = (req.body as { reaction: string | null }).reaction;
        return { body: { reactions: mine ? { [mine]: 1 } : {}, myReaction: mine } };
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Helpful (0)' }));
    expect(callsTo(api, 'PUT /api/feed/3/reaction')[0]?.body).toEqual({ reaction: 'helpful' });
    expect(screen.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await clickAndSettle(user, screen.getByRole('button', { name: 'Helpful (1)' }));
    expect(callsTo(api, 'PUT /api/feed/3/reaction')[1]?.body).toEqual({ reaction: null });
    expect(screen.getByRole('button', { name: 'Helpful (0)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('should let a consultant post, checking the text and link first', async () => {
    const { api, user } = await open('subject_consultant', {
      'POST /api/feed': { status: 201, body: post(9) },
    });
    const text = screen.getByRole('textbox', { name: 'Announcement or opportunity' });
    const link = screen.getByRole('textbox', { name: 'Link (optional)' });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something before posting.');
    await user.type(text, 'Summer school in Physics');
    await user.type(link, 'javascript:alert(1)');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a link that starts with http:// or https://.',
    );
    expect(callsTo(api, 'POST /api/feed')).toHaveLength(0);
    await user.clear(link);
    await user.type(link, 'https://summer.example');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Post' }));
    expect(callsTo(api, 'POST /api/feed')[0]?.body).toEqual({
      body: 'Summer school in Physics',
      link: 'https://summer.example',
    });
    expect(text).toHaveValue('');
    expect(callsTo(api, 'GET /api/feed').length).toBeGreaterThan(1);
  });

  it('should show the server refusal of a post', async () => {
    const { user } = await open('subject_consultant', {
      'POST /api/feed': {
        status: 429,
        body: { error: 'You can post 10 times a day. Please try again later.' },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Announcement or opportunity' }), 'Hi');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can post 10 times a day. Please try again later.',
    );
  });

  it('should delete an own post after confirmation', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { api, user } = await open('subject_consultant', {
      'GET /api/feed': { body: { posts: [post(4, { canDelete: true })], hasMore: false } },
      'DELETE /api/feed/4': { body: { message: 'Post deleted.' } },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Delete' }));
    expect(callsTo(api, 'DELETE /api/feed/4')).toHaveLength(1);
  });

  it('should load older posts from the last id shown', async () => {
    const { api, user } = await open('user', {
      'GET /api/feed': (req) =>
        req.url.includes('before=20')
          ? { body: { posts: [post(19)], hasMore: false } }
          : { body: { posts: [post(21), post(20)], hasMore: true } },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Show older posts' }));
    expect(callsTo(api, 'GET /api/feed').at(-1)?.url).toBe('/api/feed?before=20');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  });
});

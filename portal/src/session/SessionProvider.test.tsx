import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { clickAndSettle, settle } from '../testing/settle';
import { useSession } from './session-context';

function Probe() {
  const { status, userId, role, isAdmin, logout } = useSession();
  return (
    <div>
      <p data-testid="session">{[status, userId, role, String(isAdmin)].join('|')}</p>
      <button onClick={logout}>Log out</button>
    </div>
  );
}

const render = () => renderApp({ url: '/app', routes: { '/app': <Probe /> } });
const session = () => screen.getByTestId('session');
// header.payload.signature with payload {"role":"consultant"}
const JWT = `x.${btoa(JSON.stringify({ role: 'consultant' }))}.y`;

beforeEach(() => localStorage.clear());

describe('SessionProvider', () => {
  it('should be unauthenticated without a stored token, and clear a stray user id', async () => {
    localStorage.setItem('userId', 'u-1');
    const api = mockApi({});
    render();
    await settle();
    expect(session()).toHaveTextContent('unauthenticated|||false');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('should verify the stored token on start and take the role from the answer', async () => {
    localStorage.setItem('token', 'jwt-1');
    localStorage.setItem('userId', 'u-1');
    mockApi({
      'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'admin' } },
    });
    render();
    expect(session()).toHaveTextContent('loading');
    await settle();
    expect(session()).toHaveTextContent('authenticated|u-1|admin|true');
  });

  it("should fall back to the token's role claim; only 'admin' is an admin", async () => {
    localStorage.setItem('token', JWT);
    localStorage.setItem('userId', 'u-2');
    mockApi({ 'GET /api/users/verify-token': { body: { valid: true } } });
    render();
    await settle();
    expect(session()).toHaveTextContent('authenticated|u-2|consultant|false');
  });

  it('should clear the stored token and user id when the token is invalid', async () => {
    localStorage.setItem('token', 'bad');
    localStorage.setItem('userId', 'u-1');
    mockApi({ 'GET /api/users/verify-token': { status: 401, body: { error: 'Invalid token' } } });
    render();
    await settle();
    expect(session()).toHaveTextContent('unauthenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('should verify a token once per page, however often it is asked', async () => {
    localStorage.setItem('token', 'jwt-1');
    localStorage.setItem('userId', 'u-1');
    const api = mockApi({
      'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1' } },
    });
    const { queryClient } = render();
    await settle();
    await queryClient.refetchQueries({ type: 'inactive' });
    await settle();
    expect(callsTo(api, 'GET /api/users/verify-token')).toHaveLength(1);
  });

  it('should clear everything and go to /login on logout', async () => {
    localStorage.setItem('token', 'jwt-1');
    localStorage.setItem('userId', 'u-1');
    const api = mockApi({
      'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1' } },
      'POST /api/users/logout': { body: { message: 'You have been logged out.' } },
    });
    const user = userEvent.setup();
    const { queryClient } = render();
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // The server ends the session too, with the token being let go.
    const ended = callsTo(api, 'POST /api/users/logout');
    expect(ended).toHaveLength(1);
    expect(ended[0].headers.Authorization).toBe('Bearer jwt-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['verify-token', 'jwt-1'] }),
    ).toHaveLength(0);
  });
});

/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { render, screen, within } from '@testing-library/react';
import { App } from './App';
import { adminToken, adviserToken, coordinatorToken } from '../test/tokens';
import { hideLegacyInputPropsWarning } from './testing/known-warnings';

const menu = async () => within(await screen.findByRole('menu'));

beforeEach(() => {
  hideLegacyInputPropsWarning();
  localStorage.clear();
  window.location.hash = '';
});

// A first render of the whole of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('should show the react-admin login form without a stored token', async () => {
    render(<App />);
    expect(
      await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    // The screen says whose it is.
    expect(screen.getByRole('heading', { level: 1, name: 'Aspire Back-office' })).toBeVisible();
  });

  it('should welcome a coordinator and offer only their resources', async () => {
    localStorage.setItem('adminToken', coordinatorToken());
    render(<App />);
    expect(await screen.findByText('Welcome, coordinator@demo-school.test')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-role')).toHaveTextContent('School coordinator');
    const items = await menu();
    for (const label of ['Students', 'Whitelist', 'Rejected sign-ups', 'Users', 'Audit log']) {
      expect(await items.findByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    for (const label of ['Questions', 'Facets', 'Schools', 'Mail outbox', 'Settings']) {
      expect(items.queryByRole('menuitem', { name: label })).not.toBeInTheDocument();
    }
  });

  it('should offer a careers adviser only the students who have shared', async () => {
    localStorage.setItem('adminToken', adviserToken());
    render(<App />);
    expect(await screen.findByText('Welcome, adviser@demo-school.test')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-role')).toHaveTextContent('Careers adviser');
    const items = await menu();
    expect(
      await items.findByRole('menuitem', { name: 'Students who have shared' }),
    ).toBeInTheDocument();
    for (const label of ['Students', 'Whitelist', 'Users', 'Audit log', 'Questions', 'Settings']) {
      expect(items.queryByRole('menuitem', { name: label })).not.toBeInTheDocument();
    }
    // No usage reports: those are a coordinator's.
    expect(screen.queryByText(/Funnel/)).not.toBeInTheDocument();
  });

  it('should offer an admin every resource', async () => {
    localStorage.setItem('adminToken', adminToken());
    render(<App />);
    const items = await menu();
    const labels = ['Questions', 'Facets', 'Whitelist', 'Schools', 'Users', 'Audit log'];
    for (const label of [...labels, 'Mail outbox', 'Settings']) {
      expect(await items.findByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    // Shared reports are the careers advisers' alone.
    expect(items.queryByRole('menuitem', { name: 'Students who have shared' })).toBeNull();
  });
});

describe('a page the server refuses', () => {
  it('should show the refusal after one request, not after three retries', async () => {
    const refusal = 'Scale health is not available for this school.';
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('/api/admin/scale-health')
        ? Response.json({ error: refusal }, { status: 403 })
        : Response.json({});
    });
    localStorage.setItem('adminToken', coordinatorToken());
    window.location.hash = '#/scale-health';
    render(<App />);
    expect(await screen.findByText(refusal, {}, { timeout: 15_000 })).toBeVisible();
    const reads = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/scale-health'),
    );
    expect(reads).toHaveLength(1);
  });
});

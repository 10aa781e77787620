import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { leaveTo } from '../lib/leave-to';
import { SessionProvider } from '../session/SessionProvider';
import { mockApi } from '../testing/mock-api';
import { settle } from '../testing/settle';
import { DEFAULT_CONFIG } from '../config/defaults';
import { publicConfigQueryOptions } from '../config/get-public-config';
import { AppRoutes } from './AppRoutes';

jest.mock('../lib/leave-to', () => ({ leaveTo: jest.fn() }));

function renderAt(url: string, productName?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (productName) {
    client.setQueryData(publicConfigQueryOptions().queryKey, { ...DEFAULT_CONFIG, productName });
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  mockApi({});
});

describe('AppRoutes', () => {
  it('should send any other path to /login', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('should send an unauthenticated visitor of /dashboard to /login', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('should serve the privacy page to a visitor who is not signed in', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your data in');
  });

  it('should serve /register in register mode', async () => {
    renderAt('/register');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  // WCAG 2.4.2: the title names the screen shown, then the configured product.
  it.each([
    ['/login', 'Sign in – Bright Futures'],
    ['/register', 'Create your account – Bright Futures'],
    ['/privacy', 'Your data – Bright Futures'],
    ['/no-such-page', 'Sign in – Bright Futures'],
    ['/dashboard', 'Sign in – Bright Futures'],
  ])('should title the screen shown at %s "%s"', async (url, title) => {
    document.title = 'before';
    renderAt(url, 'Bright Futures');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(['/admin28976730', '/admin-login28976730'])(
    'should send %s to the back-office',
    async (url) => {
      renderAt(url);
      await settle();
      expect(leaveTo).toHaveBeenCalledWith('/admin/');
    },
  );
});

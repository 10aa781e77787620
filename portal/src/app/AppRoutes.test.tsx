import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { leaveTo } from '../lib/leave-to';
import { SessionProvider } from '../session/SessionProvider';
import { mockApi } from '../testing/mock-api';
import { settle } from '../testing/settle';
import { AppRoutes } from './AppRoutes';

jest.mock('../lib/leave-to', () => ({ leaveTo: jest.fn() }));

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

describe('AppRoutes (spec 000 §2)', () => {
  it('should send any other path to /login', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('should send an unauthenticated visitor of /dashboard to /login', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('should serve the privacy page to a visitor who is not signed in (issue 16)', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your data in');
  });

  it('should serve /register in register mode', async () => {
    renderAt('/register');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
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

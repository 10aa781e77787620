import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../session/SessionProvider';

/** Shows where the router went, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </div>
  );
}

type RenderOptions = {
  /** the URL the router starts at */
  url?: string;
  /** navigation state of that first entry */
  state?: unknown;
  /** routes to render; any other path renders the location probe */
  routes?: Record<string, ReactElement>;
};

export function renderApp({ url = '/', state, routes = {} }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const [pathname, search] = url.split('?');
  const entry = state === undefined ? url : { pathname, search: search ? `?${search}` : '', state };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

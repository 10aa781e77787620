import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProvider } from '../app/AppProvider';
import { AppRoutes } from '../app/AppRoutes';

/** An empty localStorage for the render: the page drawn at build time is a visitor's without a session. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The sign-in screen (/login, where `/` leads) as HTML, run at build time (vite.config.ts) so the
 * page served at `/` paints it before any script has run (issue 14, LCP of `/`); main.tsx hydrates
 * it. The tree is main.tsx's (StrictMode, the providers, the routes) so that useId's ids match.
 */
export function renderSignInPage(): string {
  const global = globalThis as { localStorage?: Storage };
  // Node has no localStorage (a test's jsdom has one, left as it is).
  const stubbed = global.localStorage === undefined;
  if (stubbed) global.localStorage = emptyStorage();
  try {
    return renderToString(
      <StrictMode>
        <AppProvider location="/login">
          <AppRoutes />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    if (stubbed) delete global.localStorage;
  }
}

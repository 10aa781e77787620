import { pageConfigToken, pageConfigTokens } from '@aspire/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProvider } from '../app/AppProvider';
import { AppRoutes } from '../app/AppRoutes';
import { documentTitle } from '../app/page-titles';
import { createQueryClient } from '../app/query-client';
import { DEFAULT_CONFIG } from '../config/defaults';
import { publicConfigQueryOptions } from '../config/get-public-config';

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
 * page served at `/` paints it before any script has run (LCP of `/`); main.tsx hydrates
 * it. The tree is main.tsx's (StrictMode, the providers, the routes) so that useId's ids match.
 * Names and links are drawn as tokens (domain's pageConfigTokens) that the server replaces with
 * its configuration when it reads the page, the configuration it also writes into the page for
 * the app: the drawn page and the app agree whatever PRODUCT_NAME and the links are.
 */
export function renderSignInPage(): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, pageConfigTokens(DEFAULT_CONFIG));
  const global = globalThis as { localStorage?: Storage };
  // Node has no localStorage (a test's jsdom has one, left as it is).
  const stubbed = global.localStorage === undefined;
  if (stubbed) global.localStorage = emptyStorage();
  try {
    return renderToString(
      <StrictMode>
        <AppProvider location="/login" queryClient={queryClient}>
          <AppRoutes />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    if (stubbed) delete global.localStorage;
  }
}

/** The drawn page's `<title>`, as DocumentTitle sets it once the app runs, for the server to fill. */
export const signInTitle = (): string => documentTitle('/login', pageConfigToken('productName'));

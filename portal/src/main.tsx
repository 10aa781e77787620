import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadAtStart } from './app/AccessPage';
import { createQueryClient } from './app/query-client';
import './app/base.css';

// Console logging is disabled in production (errors still reach the console;
// docs/product/access.md).
if (import.meta.env.PROD) {
  const silent = () => undefined;
  console.log = silent;
  console.info = silent;
  console.debug = silent;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

function start(container: HTMLElement) {
  // LCP of /dashboard: the page's code and first reads start now, not after a render.
  preloadAtStart(queryClient);
  // TBT: the first render is a transition, so React renders it in slices of a few
  // milliseconds with the browser free in between, instead of in one long task after the script.
  startTransition(() => {
    if (container.firstElementChild) {
      // LCP of `/`: the page served at `/` and /login already holds the sign-in
      // screen, drawn at build time (src/prerender/sign-in-page.tsx) and written with the
      // server's names; React adopts that markup instead of redrawing it. `/` leads to /login,
      // the screen it shows (as the routes' `<Navigate replace>` does).
      if (window.location.pathname === '/') window.history.replaceState(null, '', '/login');
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// TBT: in a task after the one that evaluated the modules (React's and the app's),
// so that the two are not one long task on a slow phone. The reads are still asked for before
// the first render is scheduled, so the page's queries find them started.
setTimeout(() => start(root));

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/base.css';

// spec 000 §9: console logging is disabled in production (errors still reach the console).
if (import.meta.env.PROD) {
  const silent = () => undefined;
  console.log = silent;
  console.info = silent;
  console.debug = silent;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Issue 14 (TBT): the first render is a transition, so React renders it in slices of a few
// milliseconds with the browser free in between, instead of in one long task after the script.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// spec 000 §9: console logging is disabled in production (errors still reach the console).
if (import.meta.env.PROD) {
  const silent = () => undefined;
  console.log = silent;
  console.info = silent;
  console.debug = silent;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

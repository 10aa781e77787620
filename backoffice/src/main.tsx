import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { backofficeTitle } from './lib/product-name';

// The tab says the configured product's name (index.html's title is the build's default).
document.title = backofficeTitle();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

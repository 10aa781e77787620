import { fillPageConfig, RETENTION_DEFAULTS, type PublicConfig } from '@aspire/domain';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { DEFAULT_CONFIG } from '../config/defaults';
import { mockApi } from '../testing/mock-api';
import { renderSignInPage } from './sign-in-page';

/** A school's own names and links, as the server is configured with them. */
const configured: PublicConfig = {
  productName: 'Bright & Early',
  supportEmail: 'help@bright.example',
  providerUrl: 'https://provider.example/',
  websiteUrl: 'https://bright.example/?from=sign-in&x=1',
  termsUrl: 'https://bright.example/terms',
  privacyUrl: 'https://bright.example/privacy',
  cookiesUrl: 'https://bright.example/cookies',
  assessmentVersion: '2026.1',
  retention: RETENTION_DEFAULTS,
};

beforeEach(() => localStorage.clear());

describe('the sign-in page drawn at build time (LCP of /)', () => {
  it('should hold the sign-in screen, its heading and its form', () => {
    const html = renderSignInPage();
    expect(html).toContain('<h1>Sign in to your account</h1>');
    expect(html).toContain('type="email"');
    expect(html).toContain('>Log In</button>');
  });

  it('should draw names and links as tokens the server fills, never the defaults', () => {
    const html = renderSignInPage();
    expect(html).toContain('{{aspire:productName}}');
    expect(html).toContain('{{aspire:supportEmail}}');
    expect(html).not.toContain(DEFAULT_CONFIG.productName);
    expect(html).not.toContain(DEFAULT_CONFIG.supportEmail);
  });

  it('should be adopted by the app at /login without a mismatch, keeping its elements, once the server has filled it with its configuration', async () => {
    mockApi({});
    // What the server does when it reads the page: its configuration over the tokens, and as the
    // data block the app reads (backend public-config.ts).
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'aspire-config';
    block.textContent = JSON.stringify(configured);
    document.head.append(block);
    const container = document.createElement('div');
    container.innerHTML = fillPageConfig(renderSignInPage(), configured);
    document.body.append(container);
    expect(container.textContent).toContain('Bright & Early');
    expect(container.querySelector('a[href^="mailto:"]')?.getAttribute('href')).toBe(
      'mailto:help@bright.example',
    );
    const heading = container.querySelector('h1');
    window.history.replaceState(null, '', '/login');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same node: React adopted the markup instead of drawing it again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input[type="email"]')).not.toBeNull();
    expect(container.textContent).toContain('Bright & Early');
    container.remove();
    block.remove();
  });
});

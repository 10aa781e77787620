import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { mockApi } from '../testing/mock-api';
import { renderSignInPage } from './sign-in-page';

beforeEach(() => localStorage.clear());

describe('the sign-in page drawn at build time (issue 14, LCP of /)', () => {
  it('should hold the sign-in screen, its heading and its form', () => {
    const html = renderSignInPage();
    expect(html).toContain('<h1>Sign in to your account</h1>');
    expect(html).toContain('type="email"');
    expect(html).toContain('>Log In</button>');
  });

  it('should be adopted by the app at /login without a mismatch, keeping its elements', async () => {
    mockApi({});
    const container = document.createElement('div');
    container.innerHTML = renderSignInPage();
    document.body.append(container);
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
    container.remove();
  });
});

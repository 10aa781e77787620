import type { SsoApp, SsoProvider } from '@aspire/domain';
import type { TestApp } from '../test-app';

/** The redirect URI of the test app (APP_URL http://portal.test). */
export const CALLBACK_PREFIX = 'http://portal.test/api/sso/callback';

/**
 * One browser, as far as the sign-in needs one: its cookies (the app's SSO binding, the
 * provider's session), following the provider's redirects until they point back at the app.
 * Each test's requests go to the real app over HTTP and to the real test provider.
 */
export class SsoBrowser {
  private binding: string | null = null;
  private readonly providerCookies = new Map<string, string>();

  constructor(private readonly app: TestApp) {}

  /** The cookie header the app gets from this browser. */
  get cookie(): string {
    return this.binding ? `aspire_sso=${this.binding}` : '';
  }

  async start(email: string, provider: SsoProvider, app: SsoApp = 'portal') {
    const response = await this.app.http().post('/api/sso/start').send({ email, provider, app });
    const set = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const bound = set.map((c) => /^aspire_sso=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
    if (bound) this.binding = bound;
    return response;
  }

  /** Signs `account` in at the provider; answers the URL the provider sent the browser back to. */
  async signInAt(authorizationUrl: string, account: string, action: 'login' | 'abort' = 'login') {
    let response = await this.visit(authorizationUrl);
    // Signed in there already (the provider's session): straight back.
    if (response.url.startsWith(CALLBACK_PREFIX)) return response.url;
    const page = new URL(response.url);
    if (!/\/interaction\//.test(page.pathname)) throw new Error(`No sign-in page: ${page.href}`);
    response = await this.visit(`${page.href}/${action}`, new URLSearchParams({ login: account }));
    return response.url;
  }

  /** The provider's redirect arrives at the app; answers where the app sends the browser. */
  async callback(url: string): Promise<string> {
    const { pathname, search } = new URL(url);
    const response = await this.app.http().get(`${pathname}${search}`).set('Cookie', this.cookie);
    if (response.status !== 303) throw new Error(`Callback answered ${response.status}`);
    return response.headers.location as string;
  }

  finish(app: SsoApp = 'portal') {
    return this.app.http().post('/api/sso/finish').set('Cookie', this.cookie).send({ app });
  }

  register(body: object) {
    return this.app.http().post('/api/sso/register').set('Cookie', this.cookie).send(body);
  }

  /** The whole round trip up to the collection: start, provider, callback. */
  async signIn(email: string, provider: SsoProvider, account: string, app: SsoApp = 'portal') {
    const started = await this.start(email, provider, app);
    if (started.status !== 200) throw new Error(`start: ${started.status} ${started.text}`);
    const back = await this.signInAt(started.body.url as string, account);
    return this.callback(back);
  }

  /**
   * Follows the provider's redirects (a form post first, when given) until one leaves the
   * provider for the app; answers the last URL reached.
   */
  private async visit(start: string, form?: URLSearchParams): Promise<{ url: string }> {
    let url = start;
    let body: URLSearchParams | undefined = form;
    for (let hop = 0; hop < 20; hop++) {
      if (url.startsWith(CALLBACK_PREFIX)) return { url };
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          Cookie: [...this.providerCookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body?.toString(),
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair.indexOf('=');
        this.providerCookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      await response.arrayBuffer();
      if (!location) return { url };
      url = new URL(location, url).href;
      body = undefined;
    }
    throw new Error('Too many redirects');
  }
}

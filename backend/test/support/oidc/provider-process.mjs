// A real OpenID provider for the tests (docs/decisions/0166): oidc-provider, the reference
// implementation, as two "schools" — a Google-style provider at its issuer's root (`hd` claim)
// and a Microsoft-style one at /<tenant>/v2.0 (`tid` claim). Started by the test suites as a
// child process; prints one JSON line with its issuers when it listens. Its own pages sign an
// account in by name (the test says which claims each account has) and grant the scopes asked.
// A control API under /__test/ adds accounts and makes the provider misbehave on purpose.
import Provider from 'oidc-provider';
import { createServer } from 'node:http';

const settings = JSON.parse(process.env.OIDC_TEST_SETTINGS ?? '{}');
const redirectUris = settings.redirectUris ?? [];
const accounts = new Map();
const behaviour = { tamperIdToken: false, codeTtlSeconds: 60 };

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

const html = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><title>Test provider</title></head><body><main>${body}</main></body></html>`,
  );
};

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** Swaps the ID token's payload for one with another address, keeping the signature. */
function tamper(idToken) {
  const [header, payload, signature] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  claims.email = `someone.else@${String(claims.email).split('@')[1]}`;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

function makeProvider(issuer, prefix, client) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub', 'hd', 'tid', 'oid', 'xms_edov'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    cookies: { keys: ['aspire-test-provider-only'] },
    ttl: {
      AuthorizationCode: () => behaviour.codeTtlSeconds,
      AccessToken: 300,
      IdToken: 300,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (behaviour.tamperIdToken && ctx.path === '/token' && ctx.body?.id_token) {
      ctx.body = { ...ctx.body, id_token: tamper(ctx.body.id_token) };
    }
  });
  return provider;
}

async function interaction(provider, req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return html(res, 400, '<p>Unknown sign-in.</p>');
  if (req.method === 'GET') {
    return html(
      res,
      200,
      `<h1>Sign in to the test provider</h1>
      <form method="post" action="${escape(req.url)}/login">
        <label>Account <input name="login" autocomplete="off"></label>
        <button type="submit">Sign in</button>
      </form>
      <form method="post" action="${escape(req.url)}/abort"><button type="submit">Cancel</button></form>`,
    );
  }
  if (action === 'abort') {
    return provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  }
  const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
  if (!accounts.has(login)) return html(res, 400, '<p>No such account.</p>');
  const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: login }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function control(req, res, path) {
  const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
  if (path === '/__test/accounts') accounts.set(body.id, body.claims);
  if (path === '/__test/behaviour') Object.assign(behaviour, body);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end('{"ok":true}');
}

/** On `port`, or a free one when none is given (the browser tests name theirs: the app's settings need them before it starts). */
function listen(prefix, build, port = 0) {
  return new Promise((resolve) => {
    let provider;
    let handler;
    const server = createServer((req, res) => {
      const path = req.url.split('?')[0];
      const fail = (error) => {
        res.writeHead(500);
        res.end(String(error?.message ?? error));
      };
      if (path.startsWith('/__test/')) return void control(req, res, path).catch(fail);
      const match = path.match(/\/interaction\/([^/]+)(?:\/(login|abort))?$/);
      if (match && path.startsWith(`${prefix}/interaction/`)) {
        return void interaction(provider, req, res, match[1], match[2]).catch(fail);
      }
      if (!path.startsWith(prefix)) {
        res.writeHead(404);
        return void res.end();
      }
      // Mounted as Express mounts it: the provider sees its own paths, and the original URL.
      req.originalUrl = req.url;
      req.url = req.url.slice(prefix.length) || '/';
      return handler(req, res);
    });
    server.listen(port, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      provider = build(`${origin}${prefix}`);
      handler = provider.callback();
      resolve(`${origin}${prefix}`);
    });
  });
}

const ports = settings.ports ?? {};
const google = await listen(
  '',
  (issuer) => makeProvider(issuer, '', settings.google),
  ports.google,
);
const tenant = settings.microsoft.tenantId;
const microsoft = await listen(
  `/${tenant}/v2.0`,
  (issuer) => makeProvider(issuer, `/${tenant}/v2.0`, settings.microsoft),
  ports.microsoft,
);
process.stdout.write(
  `${JSON.stringify({ google, microsoft, microsoftOrigin: new URL(microsoft).origin })}\n`,
);

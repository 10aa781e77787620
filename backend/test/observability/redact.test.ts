import { redact, scrub } from '../../src/observability/redact';

describe('log redaction', () => {
  const jwt =
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwidHYiOjB9.c2lnbmF0dXJlc2lnbmF0dXJlc2ln';
  const link = 'Qk9PTS1ib29tLWJvb20tYm9vbS1ib29tLWJvb20tYm9v';
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  it('should scrub e-mails, JWTs, bearer tokens, link tokens and hashes out of text', () => {
    const text = scrub(
      `user ana.b+x@school.example.org sent Bearer abc.def and ${jwt}; link /reset?token=${link}&x=1; row ${hash}`,
    );
    expect(text).toBe(
      'user [email] sent Bearer [token] and [token]; link /reset?token=[redacted]&x=1; row [hash]',
    );
  });

  it.each([
    ['an e-mail', 'sent to ana@school.example.org', 'sent to [email]'],
    ['a JWT', `got ${jwt}`, 'got [token]'],
    ['a bearer token', 'header Bearer abc.def', 'header Bearer [token]'],
    ['basic credentials', 'header basic dXNlcjpwYXNz', 'header basic [token]'],
    ['a short link code', 'GET /verify?code=abc12', 'GET /verify?code=[redacted]'],
    ['a long random string', `link ${link}`, 'link [token]'],
    ['an argon2 hash', `row ${hash}`, 'row [hash]'],
    ['a bcrypt hash', `row $2b$10$${'a'.repeat(53)}`, 'row [hash]'],
  ])('should scrub %s standing alone in a line', (_kind, text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  it('should keep UUIDs (user and request ids) and ordinary words', () => {
    const id = '0b7d7c5e-2f1a-4c2b-9d3e-5f6a7b8c9d0e';
    expect(scrub(`user ${id} saved answers`)).toBe(`user ${id} saved answers`);
  });

  it('should blank every value whose key names a secret, at any depth, and scrub errors', () => {
    const out = redact({
      body: { email: 'a@b.test', password: 'x', newPassword: 'y', token: 'z' },
      headers: { authorization: 'Bearer q', cookie: 'sid=1' },
      user: { passwordHash: hash, id: 7 },
      err: new Error('duplicate a@b.test'),
    }) as Record<string, Record<string, unknown>>;
    expect(out.body).toEqual({
      email: '[redacted]',
      password: '[redacted]',
      newPassword: '[redacted]',
      token: '[redacted]',
    });
    expect(out.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(out.user).toEqual({ passwordHash: '[redacted]', id: 7 });
    expect(out.err).toBeInstanceOf(Error);
    expect(out.err).toMatchObject({ message: 'duplicate [email]' });
    expect(String((out.err as unknown as Error).stack)).not.toContain('a@b.test');
  });
});

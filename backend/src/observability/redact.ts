/**
 * What never reaches a log line: passwords, hashes, tokens (bearer, JWT, e-mail link tokens)
 * and e-mail addresses. Keys that name a secret lose their value whole; every other string is
 * scrubbed of anything that looks like one (an error message may quote a duplicate e-mail).
 */
const SECRET_KEY =
  /pass(word)?|hash|token|secret|authori[sz]ation|cookie|e-?mail|api[-_]?key|^to$|to_?address/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PATTERNS: [RegExp, string | ((match: string) => string)][] = [
  [/\$argon2[a-z]*\$[^\s'"`;)]+/g, '[hash]'],
  [/\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/g, '[hash]'],
  [/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(bearer|basic)\s+[^\s'"`]+/gi, '$1 [token]'],
  [/([?&;](?:token|code|key|t|password)=)[^&\s'"`]+/gi, '$1[redacted]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Link tokens and other long random strings; a UUID (a user or request id) is kept.
  [/[A-Za-z0-9_-]{32,}/g, (match) => (UUID.test(match) ? match : '[token]')],
];

/**
 * Something every pattern above needs: a string without any of it is returned as it is, so the
 * plain strings of every request line (method, route, message) cost one test, not seven replaces.
 */
const MAY_HOLD_SECRET = /[@$=]|eyJ|bearer|basic|[A-Za-z0-9_-]{32}/i;

export function scrub(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of PATTERNS) {
    out = out.replace(pattern, replacement as string);
  }
  return out;
}

const MAX_DEPTH = 6;

/** A copy of `value` with secrets removed (an Error stays an Error, its texts scrubbed). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (value instanceof Error) {
    // Same prototype, so pino's error serializer still names its type (AppError, QueryFailedError).
    const copy = Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>;
    for (const [key, inner] of Object.entries(value)) {
      copy[key] = SECRET_KEY.test(key) && inner != null ? '[redacted]' : redact(inner, depth + 1);
    }
    copy.message = scrub(value.message);
    if (value.stack) copy.stack = scrub(value.stack);
    return copy;
  }
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && inner != null ? '[redacted]' : redact(inner, depth + 1);
  }
  return out;
}

import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the CSPRNG: 256 bits, well above the 128 the rule asks for. */
const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters of A–Z, a–z, 0–9, `-`, `_`. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * What the database keeps instead of the token: its SHA-256. A token of 256 random bits cannot
 * be found from its hash by trying, so no key or slow hash is needed
 * (docs/decisions/0231-share-tokens-hashed-with-sha-256.md); the lookup is one indexed equality.
 */
export const shareTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

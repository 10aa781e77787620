import { Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailKey } from '../limits/auth-limits.service';
import { TokenService } from '../jwt/token.service';

/** How long a browser stays known to an account after its last sign-in there. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
const PREFIX = 'aspire_device_';

export type DeviceCookie = { name: string; value: string };

/**
 * OWASP's "device cookies": a browser that signed in to an account gets a cookie bound to that
 * account (a random nonce and an HMAC of it with the account's e-mail key, under a key derived
 * from the signing key). Its later sign-in attempts are counted against that browser alone, so
 * someone who types wrong passwords for the address from elsewhere locks out every unknown
 * browser (the per-e-mail lockout of docs/product/access.md) but not the student's own laptop
 * (docs/decisions/0082-device-cookies-against-lockout-abuse.md). The cookie holds no e-mail.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(tokens: TokenService) {
    this.key = createHmac('sha256', tokens.key.export()).update('aspire device cookie').digest();
  }

  /** The cookie's name for this account: one per account a browser signed in to. */
  nameFor(email: string): string {
    return (
      PREFIX +
      this.mac(`name:${emailKey(email)}`)
        .subarray(0, 12)
        .toString('base64url')
    );
  }

  /** A new cookie for a successful sign-in to `email`. */
  issue(email: string): DeviceCookie {
    const nonce = randomBytes(16).toString('base64url');
    return { name: this.nameFor(email), value: `${nonce}.${this.sign(nonce, email)}` };
  }

  /**
   * The subject this browser's attempts are counted under when it holds a genuine cookie for
   * `email` (a hash of its nonce); undefined for a browser the account has never seen.
   */
  recognise(
    cookies: Record<string, string | undefined> | undefined,
    email: string,
  ): string | undefined {
    const value = cookies?.[this.nameFor(email)];
    if (!value) return undefined;
    const [nonce, signature, extra] = value.split('.');
    if (!nonce || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(nonce, email));
    const offered = Buffer.from(signature);
    if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return undefined;
    return createHash('sha256').update(`device:${nonce}`).digest('hex');
  }

  private sign(nonce: string, email: string): string {
    return this.mac(`${nonce}.${emailKey(email)}`).toString('base64url');
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Client secrets at rest (docs/decisions/0162): AES-256-GCM under SSO_SECRET_KEY, with the row's
 * school and provider as additional data, so a sealed secret copied to another row does not open.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The key never reaches the database.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes');
  }

  seal(secret: string, binding: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(binding, 'utf8'));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map(encode).join('.');
  }

  /** The secret, or null when the text was not sealed with this key for this binding. */
  open(text: string, binding: string): string | null {
    const [version, iv, tag, sealed] = text.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, decode(iv), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(binding, 'utf8'));
      decipher.setAuthTag(decode(tag));
      return Buffer.concat([decipher.update(decode(sealed)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
const decode = (part: string) => Buffer.from(part, 'base64url');

/** What a sealed secret is bound to: its school and provider. */
export const secretBinding = (schoolId: number, provider: string) =>
  `school-sso:${schoolId}:${provider}`;

import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The signing key: JWT_SECRET when set, else a random secret generated once and kept in the
 * data folder so tokens survive a restart. A KeyObject verifies ~50x faster than a string
 * secret with jsonwebtoken 9.
 *
 * Instances sharing the folder (two replicas on one volume) may start at the same moment: the
 * new key is written whole to a file of this process's own, then hard-linked to `jwt-secret`,
 * which fails when the name exists. Exactly one key wins and every instance reads that one
 * (docs/decisions/0083-one-signing-key-across-replicas.md).
 */
export function loadJwtKey(configured: string | undefined, dataDir: string): KeyObject {
  if (configured) return createSecretKey(Buffer.from(configured, 'utf8'));
  const file = join(dataDir, 'jwt-secret');
  createOnce(file, () => randomBytes(48).toString('base64'));
  return createSecretKey(Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8'));
}

/** Creates `file` with `content()` unless it exists, atomically: never empty, never two keys. */
export function createOnce(file: string, content: () => string): void {
  try {
    readFileSync(file);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(own, content(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(own, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

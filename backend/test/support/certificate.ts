import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for 127.0.0.1, valid for a day, and its key, written as PEM files
 * (TLS_CERT_FILE, TLS_KEY_FILE) in `dir`; `pem` is the certificate's text, for clients to trust it by.
 * Used by the HTTPS tests and by the bench's Lighthouse rows.
 */
export async function localCertificate(): Promise<{
  dir: string;
  cert: string;
  key: string;
  pem: string;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'aspire-tls-'));
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  writeFileSync(cert, pems.cert);
  writeFileSync(key, pems.private);
  return { dir, cert, key, pem: pems.cert };
}

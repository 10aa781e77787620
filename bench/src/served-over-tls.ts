/**
 * The Lighthouse rows serve the portal as students reach it: over HTTPS, where every
 * browser speaks HTTP/2, so a page and its files share one connection. Over plain HTTP/1.1 the
 * browser opens six, and Lighthouse's simulated slow 4G charges each a handshake and a cold
 * congestion window. The app serves TLS itself (TLS_CERT_FILE, TLS_KEY_FILE) with a
 * certificate made for the run; BENCH_PLAIN_HTTP=1 measures plain HTTP/1.1 instead, for
 * comparison.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { localCertificate } from '../../backend/test/support/certificate';

export const PLAIN_HTTP = process.env.BENCH_PLAIN_HTTP === '1';

/** Which protocol the rows were measured over, for their detail. */
export const SERVED_OVER = PLAIN_HTTP ? 'plain HTTP/1.1' : 'HTTPS, HTTP/2';

/** Chromium accepts the run's own certificate (the flag is for this local measurement only). */
export const TLS_CHROME_FLAGS = PLAIN_HTTP ? [] : ['--ignore-certificate-errors'];

export type ServingTls = { env: Record<string, string>; ca?: string; scheme: 'http' | 'https' };

/** The environment that makes the app serve HTTPS on 127.0.0.1, and the CA to trust it by. */
export async function servingTls(): Promise<ServingTls> {
  if (PLAIN_HTTP) return { env: {}, scheme: 'http' };
  const { cert, key, pem } = await localCertificate();
  return {
    env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key },
    ca: pem,
    scheme: 'https',
  };
}

type Request = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

/**
 * One request trusting `ca` (Node's fetch takes no CA of its own without undici's dispatcher):
 * the status and the body as text.
 */
export function requestText(
  url: string,
  { method, headers, body }: Request,
  ca?: string,
): Promise<{ status: number; text: string }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

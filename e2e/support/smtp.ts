// Reads the mail the app delivered over SMTP to the tests' catcher (scripts/smtp-catcher.mjs).
import { smtpHttpPort } from './env';

export type CaughtMail = { from: string; to: string[]; data: string; at: string };

const caughtFor = async (address: string): Promise<CaughtMail[]> => {
  const res = await fetch(
    `http://127.0.0.1:${smtpHttpPort}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as CaughtMail[];
};

/** Waits for the first message delivered to `address` whose raw text matches `subject`. */
export async function waitForDelivered(
  address: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await caughtFor(address)).find((m) => subject.test(m.data));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A delivered message's text with quoted-printable soft breaks and escapes undone. */
export const mailText = (mail: CaughtMail): string =>
  mail.data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

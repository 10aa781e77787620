// Reads the mail the backend "sent" (MAIL_TRANSPORT=outbox) straight from its mail_outbox table.
import { queryRows } from './database';

export type OutboxMail = {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
};

/** The newest mail to an address, or null when none has been written. */
export const latestMail = async (address: string): Promise<OutboxMail | null> => {
  const rows = await queryRows<OutboxMail>(
    `SELECT id, to_address, subject, text_body, html_body, created_at, sent_at
       FROM mail_outbox WHERE LOWER(to_address) = LOWER(?)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [address.trim()],
  );
  return rows[0] ?? null;
};

type WaitOptions = { newerThan?: OutboxMail | null; timeoutMs?: number };

/**
 * Waits for a mail to the address other than `newerThan` (read it before the action that sends),
 * since mail may be written after the HTTP response.
 */
export const waitForMail = async (
  address: string,
  { newerThan = null, timeoutMs = 10_000 }: WaitOptions = {},
): Promise<OutboxMail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMail(address);
    if (mail && String(mail.id) !== String(newerThan?.id)) return mail;
    if (Date.now() > deadline) throw new Error(`No new mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;|&#47;/g, '/')
    .replace(/&quot;/g, '"');

/** The first http(s) URL in a text, with HTML entities undone. */
export const firstUrl = (text: string): string | null => {
  const match = /https?:\/\/[^\s"'<>)\]]+/.exec(decodeEntities(text));
  return match ? match[0].replace(/[.,;:!?]+$/, '') : null;
};

/** The first link of a mail: from the text part when there is one, else from the HTML part. */
export const firstUrlInMail = (mail: OutboxMail): string => {
  const url = firstUrl(mail.text_body ?? '') ?? firstUrl(mail.html_body ?? '');
  if (!url) throw new Error(`Mail "${mail.subject}" to ${mail.to_address} contains no URL`);
  return url;
};

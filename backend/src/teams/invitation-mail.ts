import type { Mail } from '../mail/mail.service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "5 March 2027", the way the portal writes dates, in UTC (the server knows no time zone). */
export const mailDate = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);

export type InvitationMailInput = {
  to: string;
  invitee: string;
  inviter: string;
  subject: string;
  /** the day the invitation ends, as the student reads dates ("5 March 2027") */
  openUntil: string;
  dashboardUrl: string;
  productName: string;
};

/**
 * The one short e-mail an invitee gets (docs/product/dashboard.md, Team Challenge): who, which
 * subject, until when, and where to answer. Never an answer, a score or a link that acts.
 */
export function invitationMail(m: InvitationMailInput): Mail {
  const intro = `Hi ${m.invitee}, ${m.inviter} invited you to a ${m.subject} Team Challenge on ${m.productName}.`;
  const until = `The invitation is open until ${m.openUntil}. Accept or decline it on your dashboard`;
  const outro =
    'If you do not want to join, you can ignore this email: the invitation ends by itself.';
  return {
    to: m.to,
    subject: `${m.inviter} invited you to a Team Challenge`,
    text: `${intro}\n\n${until}: ${m.dashboardUrl}\n\n${outro}\n`,
    html:
      `<p>${escape(intro)}</p><p>${escape(until)}: <a href="${escape(m.dashboardUrl)}">` +
      `${escape(m.dashboardUrl)}</a></p><p>${escape(outro)}</p>`,
  };
}

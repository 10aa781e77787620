import { Mail } from './mail.service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  return {
    to,
    subject,
    secret: url,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html:
      `<p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p>` +
      `<p>${escape(outro)}</p>`,
  };
}

export const verificationMail = (to: string, username: string, url: string): Mail =>
  linkMail(
    to,
    'Verify your Aspire email address',
    `Hi ${username}, welcome to Aspire! Please confirm this is your email address.`,
    'Verify my email',
    url,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  );

export const passwordResetMail = (to: string, url: string): Mail =>
  linkMail(
    to,
    'Reset your Aspire password',
    'Someone asked to reset the password of your Aspire account.',
    'Choose a new password',
    url,
    'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.',
  );

export const emailChangeMail = (to: string, username: string, url: string): Mail =>
  linkMail(
    to,
    'Confirm your new Aspire email address',
    `Hi ${username}, you asked to use this address for your Aspire account.`,
    'Confirm my new email',
    url,
    'The link works once and expires in 24 hours. Until it is opened, your old address stays in use.',
  );

export const rosterInviteMail = (to: string, school: string, url: string): Mail =>
  linkMail(
    to,
    'Your school invites you to Aspire',
    `${school} has added this address to Aspire, where you explore subjects, careers and how you study best.`,
    'Create my account',
    url,
    'Register with this address. If you do not know the school, ignore this email.',
  );

export const staffInvitationMail = (to: string, role: string, where: string, url: string): Mail =>
  linkMail(
    to,
    'You are invited to the Aspire back-office',
    `You are invited to the Aspire back-office as ${role}${where}. Choose a password to start.`,
    'Set my password',
    url,
    'The link works once and expires in 72 hours; a newer invitation replaces it. If you did not expect this, ignore this email.',
  );

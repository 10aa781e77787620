import { stripTags } from '../auth/sanitise';
import { DAY_MS } from '../time/durations';

/**
 * The community rules (the original names /social-feed and /consultant-profile without describing
 * them; the design is ours and recorded in docs/decisions/0034-community-feed-and-consultants.md).
 * Server and portal use these.
 */
export const FEED_POST_MAX = 500;
export const FEED_LINK_MAX = 500;
export const FEED_PAGE_SIZE = 20;
/** Posts per author per rolling 24 hours. */
export const FEED_DAILY_POST_LIMIT = 10;
export const FEED_DAY_MS = DAY_MS;

export const FEED_REACTIONS = ['like', 'helpful', 'interested'] as const;
export type FeedReaction = (typeof FEED_REACTIONS)[number];
export const REACTION_LABELS: Record<FeedReaction, string> = {
  like: 'Like',
  helpful: 'Helpful',
  interested: 'Interested',
};

/** Who writes to the feed: subject consultants and admins; students read and react. */
export const canPostToFeed = (role: string | null | undefined): boolean =>
  role === 'subject_consultant' || role === 'admin';
export const canReactToPosts = (role: string | null | undefined): boolean => role === 'user';
export const isConsultant = (role: string | null | undefined): boolean =>
  role === 'subject_consultant';

export const CONSULTANT_HEADLINE_MAX = 120;
export const CONSULTANT_BIO_MAX = 1000;
export const CONSULTANT_CONTACT_MAX = 200;
export const CONSULTANT_SUBJECTS_MAX = 8;

export const POST_EMPTY = 'Please write something before posting.';
export const POST_TOO_LONG = `Posts are limited to ${FEED_POST_MAX} characters.`;
export const LINK_INVALID = 'Please enter a link that starts with http:// or https://.';
export const LINK_TOO_LONG = `Links are limited to ${FEED_LINK_MAX} characters.`;
export const POST_NOT_ALLOWED = 'Only subject consultants and admins can post to the feed.';
export const POST_NO_SCHOOL =
  'Your account is not linked to a school, so it has no feed to post to.';
export const POST_LIMIT_REACHED = `You can post ${FEED_DAILY_POST_LIMIT} times a day. Please try again later.`;
export const POST_NOT_FOUND = 'Post not found.';
export const POST_DELETE_NOT_ALLOWED = 'You can only delete your own posts.';
export const REACT_NOT_ALLOWED = 'Only students can react to posts.';
export const PROFILE_HEADLINE_REQUIRED = 'Please enter a headline.';
export const PROFILE_HEADLINE_TOO_LONG = `The headline is limited to ${CONSULTANT_HEADLINE_MAX} characters.`;
export const PROFILE_BIO_TOO_LONG = `The bio is limited to ${CONSULTANT_BIO_MAX} characters.`;
export const PROFILE_CONTACT_REQUIRED = 'Please say how students can reach you.';
export const PROFILE_CONTACT_TOO_LONG = `How to reach you is limited to ${CONSULTANT_CONTACT_MAX} characters.`;
export const PROFILE_SUBJECTS_REQUIRED = 'Please choose at least one subject.';
export const PROFILE_SUBJECTS_TOO_MANY = `Please choose at most ${CONSULTANT_SUBJECTS_MAX} subjects.`;
export const PROFILE_SUBJECT_UNKNOWN = 'Please choose subjects from the list.';
export const PROFILE_ONLY_CONSULTANTS = 'Only subject consultants have a consultant profile.';

// Control characters other than tab and newline never belong in a post.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text as stored: tags stripped, control characters removed, line ends unified, trimmed. */
export const cleanText = (text: string): string =>
  stripTags(text).replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/** http(s), a host, then no spaces or characters that could break out of an attribute. */
const WEB_LINK = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s<>"'`]*)?$/i;

/** An optional link: empty means none; otherwise an http(s) URL within the length limit. */
export function validateLink(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value) return null;
  if (value.length > FEED_LINK_MAX) return LINK_TOO_LONG;
  return WEB_LINK.test(value) ? null : LINK_INVALID;
}

/** The first rule a post breaks, or null; the body is checked after cleaning. */
export function validatePost(post: { body: string; link?: string | null }): string | null {
  const body = cleanText(post.body);
  if (!body) return POST_EMPTY;
  if (body.length > FEED_POST_MAX) return POST_TOO_LONG;
  return validateLink(post.link);
}

export type ConsultantProfileInput = {
  headline: string;
  bio: string;
  subjects: string[];
  contact: string;
};

/** The first rule a consultant profile breaks, or null (texts checked after cleaning). */
export function validateConsultantProfile(p: ConsultantProfileInput): string | null {
  const headline = cleanText(p.headline);
  if (!headline) return PROFILE_HEADLINE_REQUIRED;
  if (headline.length > CONSULTANT_HEADLINE_MAX) return PROFILE_HEADLINE_TOO_LONG;
  if (cleanText(p.bio).length > CONSULTANT_BIO_MAX) return PROFILE_BIO_TOO_LONG;
  const contact = cleanText(p.contact);
  if (!contact) return PROFILE_CONTACT_REQUIRED;
  if (contact.length > CONSULTANT_CONTACT_MAX) return PROFILE_CONTACT_TOO_LONG;
  if (!p.subjects.length) return PROFILE_SUBJECTS_REQUIRED;
  if (p.subjects.length > CONSULTANT_SUBJECTS_MAX) return PROFILE_SUBJECTS_TOO_MANY;
  return null;
}

/** Subject names compare without case or surrounding space. */
const subjectKey = (s: string) => s.trim().toLowerCase();

/** Whether a consultant's subjects meet a student's top subjects. */
export const sharesSubject = (
  consultant: readonly string[],
  student: readonly string[],
): boolean => {
  const wanted = new Set(student.map(subjectKey));
  return consultant.some((s) => wanted.has(subjectKey(s)));
};

export type TextPart = { text: string; href?: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Splits plain text into text and link parts, so links in a post render as links, never as HTML. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Children's data by default: an external model never sees a student's name. Team
 * members become "Member 1", "Member 2" … in what is sent (their names are also replaced where a
 * student typed one into an answer, and any e-mail address typed is removed), and the reply gets
 * the names back before it is stored.
 */
export type Pseudonyms = {
  answers: { username: string; text: string }[];
  restore: (reply: string) => string;
};

/** An e-mail address inside free text (docs/decisions/0124-privacy-page-from-the-payload.md). */
const EMAIL_IN_TEXT = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:.!?]+/g;
export const EMAIL_REMOVED = '[e-mail removed]';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pseudonymise(answers: readonly { username: string; text: string }[]): Pseudonyms {
  const labels = answers.map((_, i) => `Member ${i + 1}`);
  // Longest first, so "sam_b" is not half-replaced by "sam".
  const names = answers
    .map((a, i) => ({ name: a.username, label: labels[i] }))
    .filter((n) => n.name)
    .sort((a, b) => b.name.length - a.name.length);
  // An address a student typed goes first (it may hold a name), then every member's name.
  const hide = (text: string) =>
    names.reduce(
      (out, n) => out.replace(new RegExp(escape(n.name), 'gi'), n.label),
      text.replace(EMAIL_IN_TEXT, EMAIL_REMOVED),
    );
  return {
    answers: answers.map((a, i) => ({ username: labels[i], text: hide(a.text) })),
    restore: (reply) =>
      reply.replace(
        /\bMember (\d+)\b/g,
        (whole, n: string) => answers[Number(n) - 1]?.username ?? whole,
      ),
  };
}

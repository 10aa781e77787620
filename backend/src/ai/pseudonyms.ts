/**
 * Children's data by default (issue 16): an external model never sees a student's name. Team
 * members become "Member 1", "Member 2" … in what is sent (their names are also replaced where a
 * student typed one into an answer), and the reply gets the names back before it is stored.
 */
export type Pseudonyms = {
  answers: { username: string; text: string }[];
  restore: (reply: string) => string;
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pseudonymise(answers: readonly { username: string; text: string }[]): Pseudonyms {
  const labels = answers.map((_, i) => `Member ${i + 1}`);
  // Longest first, so "sam_b" is not half-replaced by "sam".
  const names = answers
    .map((a, i) => ({ name: a.username, label: labels[i] }))
    .filter((n) => n.name)
    .sort((a, b) => b.name.length - a.name.length);
  const hide = (text: string) =>
    names.reduce((out, n) => out.replace(new RegExp(escape(n.name), 'gi'), n.label), text);
  return {
    answers: answers.map((a, i) => ({ username: labels[i], text: hide(a.text) })),
    restore: (reply) =>
      reply.replace(
        /\bMember (\d+)\b/g,
        (whole, n: string) => answers[Number(n) - 1]?.username ?? whole,
      ),
  };
}

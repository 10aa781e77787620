/**
 * Everything about a student that a prompt to an outside AI service can carry. Each kind of data
 * sits on its own line of the prompt, "Label: value"; `said` is how the privacy page names it.
 * A test sends real prompts to a fake provider and fails when a line carries a label not listed
 * here (docs/product/privacy.md, "The outside AI service").
 */
export const AI_PAYLOAD_FIELDS = [
  {
    labels: ['Top subjects', 'Top UniReady subjects'],
    said: 'Your top UniReady subjects and their scores.',
  },
  {
    labels: ['Advanced subject exploration', 'Top Subject Exploration areas'],
    said: 'Your top Exploration areas and their scores.',
  },
  { labels: ['Career interests'], said: 'Your career interest scores.' },
  { labels: ['Big Five', 'Big Five personality'], said: 'Your personality scores.' },
  { labels: ['Work values', 'Top work values'], said: 'Your work values scores.' },
  { labels: ['Motivation'], said: 'Your motivation scores.' },
  {
    labels: ['Emotional intelligence', 'Emotional intelligence strengths'],
    said: 'Your emotional intelligence scores.',
  },
  { labels: ['Subject'], said: 'The subject you chose for learning lists or a Team Challenge.' },
  { labels: ['Team question'], said: "Your team's question." },
  {
    labels: ['Team answers'],
    said: 'Your team answers, with each name changed to "Member 1", "Member 2".',
  },
] as const;

/** A team answer's line: the member's pseudonym, never their name (backend ai/pseudonyms.ts). */
const MEMBER_LINE = /^- Member \d+: /;

/**
 * The label of a prompt line that carries data ("Career interests (RIASEC, Holland code SIA): …"
 * → "Career interests"; "- Member 2: …" → "Team answers"), or null for a line of instructions.
 */
export function payloadLabel(line: string): string | null {
  if (MEMBER_LINE.test(line)) return 'Team answers';
  const match = /^([A-Z][A-Za-z ]{1,40}?)(?: \([^)]*\))?:(?: |$)/.exec(line);
  return match ? match[1] : null;
}

export const isNamedPayloadLabel = (label: string): boolean =>
  AI_PAYLOAD_FIELDS.some((f) => (f.labels as readonly string[]).includes(label));

/**
 * Generate task (docs/product/dashboard.md, "Team Challenge"): the question prompt. The student's
 * data sits on labelled lines (domain/src/privacy/ai-payload.ts), the instructions on lines of
 * their own.
 */
export const teamQuestionPrompt = (subject: string): string =>
  `Subject: ${subject}\n` +
  `Write one open-ended, real-world scenario question about this subject for a team of teenagers ` +
  `aged 15-18 to discuss offline for a week. No math or calculations. Under 60 words. ` +
  `Answer with the question only.`;

/**
 * The feedback prompt written when the challenge is submitted
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const teamFeedbackPrompt = (
  subject: string,
  question: string,
  answers: readonly { username: string; text: string }[],
): string =>
  [
    'You are a supportive teacher. A team of students aged 15-18 answered a challenge.',
    `Subject: ${subject}`,
    `Team question: ${oneLine(question)}`,
    'Team answers:',
    ...answers.map((a) => `- ${a.username}: ${oneLine(a.text)}`),
    'Give the team short, encouraging feedback (under 150 words): what was strong, what to ' +
      'explore next, and how their answers complement each other.',
  ].join('\n');

/** A student's text on one line, so that it cannot pose as a line of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

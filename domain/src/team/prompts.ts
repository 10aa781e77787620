/** spec 002 §5 "Generate task": the question prompt. */
export const teamQuestionPrompt = (subject: string): string =>
  `Write one open-ended, real-world scenario question about ${subject} for a team of teenagers ` +
  `aged 15-18 to discuss offline for a week. No math or calculations. Under 60 words. ` +
  `Answer with the question only.`;

/** The feedback prompt written when the challenge is submitted (spec 002 §4). */
export const teamFeedbackPrompt = (
  subject: string,
  question: string,
  answers: readonly { username: string; text: string }[],
): string =>
  `You are a supportive teacher. A team of students aged 15-18 answered this ${subject} ` +
  `challenge: "${question}"\n` +
  answers.map((a) => `- ${a.username}: ${a.text}`).join('\n') +
  `\nGive the team short, encouraging feedback (under 150 words): what was strong, what to ` +
  `explore next, and how their answers complement each other.`;

import { countWords } from '@aspire/domain';
import { TeamFeedbackInput } from '../ai.types';

const SCENARIOS = [
  (s: string) =>
    `Your town wants to start a youth project that uses ${s} to solve a local problem. Which problem would your team pick, what would you do in the first month, and how would you know it worked?`,
  (s: string) =>
    `A younger student says ${s} has nothing to do with everyday life. Agree on three real situations that prove them wrong, and explain how you would show them each one.`,
  (s: string) =>
    `Your team must plan a one-day workshop that gets classmates excited about ${s}. What would the activities be, who would lead each one, and what should people take home?`,
];

/** A deterministic open-ended scenario for the subject (no maths, under 60 words). */
export function offlineTeamQuestion(subject: string): string {
  const index = [...subject].reduce((sum, c) => sum + c.charCodeAt(0), 0) % SCENARIOS.length;
  return SCENARIOS[index](subject);
}

/** Feedback written from what the team actually wrote: who answered and how fully. */
export function offlineTeamFeedback({ subject, answers }: TeamFeedbackInput): string {
  const counts = answers.map((a) => ({ name: a.username, words: countWords(a.text) }));
  const fullest = [...counts].sort((a, b) => b.words - a.words)[0];
  const total = counts.reduce((sum, c) => sum + c.words, 0);
  return [
    `Well done: all ${answers.length} members answered this ${subject} challenge with ${total} words between you.`,
    fullest ? `${fullest.name} gave the most detailed answer (${fullest.words} words).` : '',
    `Compare your ideas: where do they agree, and where does one answer add something the others missed? ` +
      `Pick one idea to test in real life this month, and look for a ${subject} course or club that explores it further.`,
  ]
    .filter(Boolean)
    .join(' ');
}

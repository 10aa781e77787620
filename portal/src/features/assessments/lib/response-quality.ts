import { qualityFlags, type QualityAnswer, type QualityFlag } from '@aspire/domain';
import type { AssessmentQuestion } from '../types';

/**
 * The session's answers as the domain's response-quality checks read them: in the
 * order they were first answered, with the chosen option's position and the time it took.
 */
export function qualityAnswers(
  questions: ReadonlyMap<number, AssessmentQuestion>,
  answers: Readonly<Record<string, string>>,
  answeredOrder: readonly number[],
  times: ReadonlyMap<number, number>,
): QualityAnswer[] {
  const order = [
    ...answeredOrder,
    ...Object.keys(answers)
      .map(Number)
      .filter((id) => !answeredOrder.includes(id)),
  ];
  return order.flatMap((id) => {
    const question = questions.get(id);
    const optionText = answers[String(id)];
    if (!question || optionText === undefined) return [];
    const optionIndex = question.options.findIndex((o) => o.optionText === optionText);
    if (optionIndex < 0) return [];
    return [
      {
        facet: question.facet,
        optionIndex,
        score: question.options[optionIndex].score,
        optionScores: question.options.map((o) => o.score),
        ms: times.get(id) ?? null,
      },
    ];
  });
}

/** The flags the student is told about before the final submit. */
export const sessionQualityFlags = (...args: Parameters<typeof qualityAnswers>): QualityFlag[] =>
  qualityFlags(qualityAnswers(...args));

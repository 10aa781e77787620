import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  AnswerItemDto,
  BATCH_MAX,
  SubmitBatchDto,
} from '../../src/assessments/dto/submit-batch.dto';
import { quickAccept } from '../../src/common/quick-accept';
import { validationPipe } from '../../src/common/validation.pipe';

/**
 * Issue 14, P3: submit-batch bodies are accepted by `quickAccept` without class-validator's
 * per-object overhead. It may only accept what class-validator accepts; every refusal must
 * still be class-validator's, message included.
 */
const OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true };
const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const body = (answers: unknown, extra: Record<string, unknown> = {}) => ({
  userId: USER,
  assessmentType: 'Subject',
  sessionId: 'quick-session-1',
  answers,
  ...extra,
});
const portal = (i: number) => ({
  questionId: i + 1,
  score: i % 5,
  answerMs: i % 2 ? 1200 : null,
  category: 'Part I',
  subCategory: i % 3 ? 'Maths' : null,
  facet: 'Numbers',
  taxonomy: ['stem', 'logic'],
});
const instance = (value: object) => plainToInstance(SubmitBatchDto, value);
const classValidatorAccepts = (value: object) =>
  validateSync(instance(value), OPTIONS).length === 0;
const pipe = (value: unknown) =>
  validationPipe.transform(value, { type: 'body', metatype: SubmitBatchDto });
const refusal = async (value: unknown) => {
  const error = await pipe(value).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).message;
};

describe('quick validation of submit-batch (issue 14, P3)', () => {
  it.each([
    ['minimal answers', body([{ questionId: 1, score: 3 }])],
    ['what the portal sends', body(Array.from({ length: 100 }, (_, i) => portal(i)))],
    [
      'the most answers a batch may hold',
      body(Array.from({ length: BATCH_MAX }, (_, i) => ({ questionId: i + 1, score: 1 }))),
    ],
    [
      'nulls where allowed, and options',
      body([{ questionId: 1, score: 0, category: null, taxonomy: null }], { options: { 1: 'a' } }),
    ],
  ])(
    'should accept %s, as class-validator does, and hand the service typed answers',
    async (_, value) => {
      expect(classValidatorAccepts(value)).toBe(true);
      expect(quickAccept(instance(value))).toBe(true);
      const dto = (await pipe(value)) as SubmitBatchDto;
      expect(dto).toBeInstanceOf(SubmitBatchDto);
      expect(dto.answers[0]).toBeInstanceOf(AnswerItemDto);
      expect(dto.answers).toHaveLength((value.answers as unknown[]).length);
    },
  );

  it.each([
    [
      'a questionId of 0',
      body([{ questionId: 0, score: 1 }]),
      'Each answer needs a numeric questionId.',
    ],
    [
      'a questionId as text',
      body([{ questionId: '1', score: 1 }]),
      'Each answer needs a numeric questionId.',
    ],
    [
      'a questionId beyond the column',
      body([{ questionId: 2 ** 31, score: 1 }]),
      'Each answer needs a numeric questionId.',
    ],
    [
      'a fractional score',
      body([{ questionId: 1, score: 1.5 }]),
      'Each answer needs a whole-number score.',
    ],
    [
      'a negative answerMs',
      body([{ questionId: 1, score: 1, answerMs: -1 }]),
      'answerMs must be a whole number of milliseconds, 0 or more.',
    ],
    [
      'an unknown field in an answer',
      body([{ questionId: 1, score: 1, extra: true }]),
      'property extra should not exist',
    ],
    [
      'an unknown field in the body',
      body([{ questionId: 1, score: 1 }], { extra: 1 }),
      'property extra should not exist',
    ],
    ['no answers', body([]), 'No answers provided to save.'],
    [
      'a control character in a category',
      body([{ questionId: 1, score: 1, category: 'a\u0007' }]),
      null,
    ],
    ['a category too long', body([{ questionId: 1, score: 1, category: 'x'.repeat(500) }]), null],
    ['a taxonomy of numbers', body([{ questionId: 1, score: 1, taxonomy: [1] }]), null],
    ['an answer that is null', body([null]), null],
    ['answers that are an object', body({ questionId: 1, score: 1 }), null],
    [
      'too many answers',
      body(Array.from({ length: BATCH_MAX + 1 }, (_, i) => ({ questionId: i + 1, score: 1 }))),
      null,
    ],
    [
      'an unknown type',
      { ...body([{ questionId: 1, score: 1 }]), assessmentType: 'Other' },
      'assessmentType must be Career, Subject, SubjectPart3 or Learning.',
    ],
    [
      'a malformed sessionId',
      { ...body([{ questionId: 1, score: 1 }]), sessionId: 'a b' },
      'sessionId must be 8-64 letters, digits, "-" or "_".',
    ],
  ])('should leave %s to class-validator, with its message', async (_, value, message) => {
    expect(classValidatorAccepts(value)).toBe(false);
    expect(quickAccept(instance(value))).toBe(false);
    const errors = validateSync(instance(value), OPTIONS);
    expect(await refusal(value)).toBe(message ?? firstConstraint(errors));
  });

  it('should never accept a body class-validator refuses (1,000 random answers)', () => {
    // A deterministic generator (no Math.random): the same bodies on every run.
    let seed = 14;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    const values = [
      undefined,
      null,
      0,
      1,
      -1,
      1.5,
      2 ** 31,
      '1',
      '',
      'Part I',
      'x'.repeat(300),
      'a\u0000',
      [],
      ['a'],
      [1],
      {},
      true,
    ];
    const fields = [
      'questionId',
      'score',
      'answerMs',
      'category',
      'subCategory',
      'facet',
      'taxonomy',
      'other',
    ];
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const answer: Record<string, unknown> = { questionId: 1 + (i % 50), score: i % 5 };
      for (let k = Math.floor(next() * 3); k > 0; k--) answer[pick(fields)] = pick(values);
      const value = body([{ questionId: 99, score: 1 }, answer]);
      const quick = quickAccept(instance(value));
      if (quick) accepted++;
      expect({ answer, accepted: quick && !classValidatorAccepts(value) }).toEqual({
        answer,
        accepted: false,
      });
    }
    // The generator reaches both sides, so the check above is not vacuous.
    expect(accepted).toBeGreaterThan(50);
    expect(accepted).toBeLessThan(950);
  });
});

function firstConstraint(
  errors: { constraints?: Record<string, string>; children?: unknown[] }[],
): string {
  for (const e of errors) {
    const own = Object.values(e.constraints ?? {});
    if (own.length) return own[0];
    const nested = firstConstraint((e.children ?? []) as typeof errors);
    if (nested) return nested;
  }
  return 'Invalid request body.';
}

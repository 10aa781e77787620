import fc from 'fast-check';
import { ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, IsInt, IsString, Min } from 'class-validator';
import { SubmitBatchDto } from '../../src/assessments/dto/submit-batch.dto';
import { accept, UNDECIDED } from '../../src/common/validation-fast-path';
import { VALIDATION_OPTIONS } from '../../src/common/validation.pipe';
import { createTestApp, TestApp } from '../support/test-app';
import { Doc, Generators } from './arbitraries';

type Dto = new () => object;
const SEED = 20_261_127;
const RUNS = 60;

/** Nest's pipe with the app's options: what the fast path must agree with. */
const reference = new ValidationPipe(VALIDATION_OPTIONS);
/** What the server's JSON parser hands over: own keys only, no undefined, no prototypes. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

async function outcomes(body: unknown, type: Dto) {
  const fast = accept(asJson(body), type);
  try {
    return {
      fast,
      pipe: await reference.transform(asJson(body), { type: 'body', metatype: type }),
    };
  } catch (error) {
    return { fast, refused: error };
  }
}

const BATCH = {
  userId: '4afb4586-6357-4d5f-bfe4-cbf015e0a001',
  assessmentType: 'Subject',
  sessionId: 'career-1732500000000',
  answers: [
    { questionId: 1, score: 3, answerMs: 1200, category: 'Part I', taxonomy: ['a', 'b'] },
    { questionId: 2, score: 0, answerMs: null, facet: null },
  ],
};

// Issue 14 (P3): a valid JSON body becomes its DTO without class-validator's error objects.
// Whatever the fast path decides, the pipe would have decided the same: every body it accepts
// the pipe accepts, as an instance equal in every property and class.
describe('the validation fast path', () => {
  it('should accept a valid answer batch as the pipe transforms it', async () => {
    const { fast, pipe } = await outcomes(BATCH, SubmitBatchDto);
    expect(fast).not.toBe(UNDECIDED);
    expect(fast).toStrictEqual(pipe);
    expect((fast as SubmitBatchDto).answers[0].constructor.name).toBe('AnswerItemDto');
  });

  it.each([
    ['an unknown field', { ...BATCH, isAdmin: true }],
    ['an unknown field in an answer', { ...BATCH, answers: [{ questionId: 1, score: 1, x: 1 }] }],
    ['a prototype key', JSON.parse(JSON.stringify(BATCH).replace('{', '{"__proto__":{"a":1},'))],
    ['a wrong type in an answer', { ...BATCH, answers: [{ questionId: '1', score: 1 }] }],
    ['an answer that is not an object', { ...BATCH, answers: [1] }],
    ['a control character', { ...BATCH, answers: [{ questionId: 1, score: 1, facet: 'a\u0007' }] }],
    ['no answers', { ...BATCH, answers: [] }],
    ['an opaque object (copied by the pipe)', { ...BATCH, options: { 1: ['a'] } }],
  ])('should leave %s to the pipe', async (_, body) => {
    expect((await outcomes(body, SubmitBatchDto)).fast).toBe(UNDECIDED);
  });

  it('should apply a rule registered after its first decision', async () => {
    class Late {
      @IsString() name: string;
      @IsInt() count: number;
    }
    expect(accept({ name: 'a', count: 1 }, Late)).toBeInstanceOf(Late);
    Min(5)(Late.prototype, 'count');
    expect(accept({ name: 'a', count: 1 }, Late)).toBe(UNDECIDED);
    expect(accept({ name: 'a', count: 5 }, Late)).toBeInstanceOf(Late);
  });

  describe('on generated bodies for every DTO of the API', () => {
    let t: TestApp;
    let doc: Doc;
    let gen: Generators;
    beforeAll(async () => {
      t = await createTestApp();
      doc = (await t.http().get('/api/docs/json').expect(200)).body as Doc;
      gen = new Generators(doc, {
        userIds: [BATCH.userId],
        emails: ['student@demo-school.test', 'someone@elsewhere.test'],
      });
    });
    afterAll(() => t.close());

    /** The DTO classes the OpenAPI document names (a name used by two classes is left out). */
    function dtos(): [string, Dto][] {
      const storage = getMetadataStorage() as unknown as {
        validationMetadatas: Map<unknown, unknown>;
      };
      const classes = [...storage.validationMetadatas.keys()].filter(
        (c): c is Dto => typeof c === 'function',
      );
      const named = new Map<string, Dto[]>();
      for (const c of classes) named.set(c.name, [...(named.get(c.name) ?? []), c]);
      return [...named]
        .filter(([name, list]) => list.length === 1 && doc.components.schemas[name])
        .map(([name, [c]]) => [name, c]);
    }

    it('should never accept what the pipe refuses, nor accept it differently', async () => {
      const found = dtos();
      expect(found.length).toBeGreaterThan(30);
      let accepted = 0;
      for (const [name, type] of found) {
        const schema = { $ref: `#/components/schemas/${name}` };
        const bodies = fc.oneof(gen.valid(schema), gen.mutated(schema), gen.hostile(schema));
        await fc.assert(
          fc.asyncProperty(bodies, async (body) => {
            const result = await outcomes(body, type);
            if (result.fast === UNDECIDED) return;
            accepted += 1;
            expect(result.refused).toBeUndefined();
            expect(result.fast).toStrictEqual(result.pipe);
          }),
          { seed: SEED, numRuns: RUNS },
        );
      }
      // The comparison is not empty: most valid bodies take the fast path.
      expect(accepted).toBeGreaterThan(found.length * 5);
    });
  });
});

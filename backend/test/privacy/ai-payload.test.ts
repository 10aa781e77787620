import {
  buildInsightsPrompt,
  isNamedPayloadLabel,
  materialsPrompt,
  payloadLabel,
  teamFeedbackPrompt,
  teamQuestionPrompt,
} from '@aspire/domain';
import { buildProfile, profilePrompt } from '../../src/insights/profile.builder';
import { School } from '../../src/schools/entities/school.entity';
import { allowAiSharing } from '../support/ai-sharing';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { FakeOpenAi } from '../support/fake-openai';
import { answer, as, generate, submit, team } from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

/** The instruction lines the prompt builders write whatever the student: no data in them. */
const INSTRUCTIONS = new Set(
  [
    buildInsightsPrompt({ subjects: [], explorationSubjects: [], career: null }),
    profilePrompt(buildProfile([], [], null)),
    materialsPrompt('x'),
    teamQuestionPrompt('x'),
    teamFeedbackPrompt('x', 'y', []),
  ]
    .flatMap((prompt) => prompt.split('\n'))
    .filter((line) => payloadLabel(line) === null),
);

// docs/product/privacy.md "The outside AI service": what reaches a third-party model is exactly
// what the privacy page names. Real prompts go to a local fake provider and are read back.
describe('what the outside AI service receives', () => {
  let t: TestApp;
  const fake = new FakeOpenAi();
  beforeAll(async () => {
    const baseUrl = await fake.start();
    t = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'grok-test',
      },
    });
    await allowAiSharing(t);
  }, 120_000); // a fresh schema, a seeded bank and sign-ins: slow on a busy machine
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('should send only data the privacy page names, and never a name, e-mail, id or school', async () => {
    const a: Student = await readyStudent(t);
    const b: Student = await readyStudent(t);
    const subject = (await topSubjects(t, a)).uniReady[0];
    fake.reply = 'A helpful reply || Another resource';

    await as(t, a).post('/api/insights/generate', { userId: a.user.id }).expect(201);
    await as(t, a)
      .post('/api/materials/generate', { userId: a.user.id, payload: { subject } })
      .expect(201);
    const { taskId } = await team(t, a, [b], subject);
    await generate(t, a, taskId).expect(201);
    await answer(t, a, taskId, `I am ${a.user.username} and I would build a wind farm.`).expect(
      201,
    );
    await answer(t, b, taskId, `${b.user.email} here: solar panels on every school.`).expect(201);
    await submit(t, a, taskId).expect(201);

    const bodies = fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies).toHaveLength(4);
    const school = await t.dataSource
      .getRepository(School)
      .findOneBy({ id: a.user.schoolId ?? -1 });
    for (const body of bodies) {
      // Nothing beside the model's name and the messages (no `user` id, no metadata).
      expect(Object.keys(body).sort()).toEqual(['messages', 'model']);
      const raw = JSON.stringify(body);
      for (const secret of [
        a.user.username,
        b.user.username,
        a.user.email,
        b.user.email,
        a.user.id,
        b.user.id,
      ]) {
        expect(raw).not.toContain(secret);
      }
      if (school) expect(raw).not.toContain(school.name);
      const messages = body.messages as { role: string; content: string }[];
      expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
      const unnamed = messages[1].content.split('\n').filter((line) => {
        const label = payloadLabel(line);
        return label ? !isNamedPayloadLabel(label) : !INSTRUCTIONS.has(line);
      });
      expect(unnamed).toEqual([]);
    }
    // The team answers went, pseudonymised.
    const feedback = (bodies[3].messages as { content: string }[])[1].content;
    expect(feedback).toContain('- Member 1: I am Member 1 and I would build a wind farm.');
    expect(feedback).toContain('- Member 2: [e-mail removed] here: solar panels on every school.');
  });
});

import { MATERIALS_SELECT_SUBJECT } from '@aspire/domain';
import { asBearer } from '../support/as-bearer';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// The AI routes refuse a body of the wrong shape with 400 and a plain message, never a 500:
// `payload` missing, `[]`, null, a text or a number.
describe('AI routes with a payload of the wrong shape', () => {
  let t: TestApp;
  let userId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t);
    userId = user.id;
    token = await tokenFor(t, user);
  });
  afterAll(() => t.close());

  const WRONG = [[], null, 'Physics', 7, [{ subject: 'Physics' }], true];

  it('should answer "Please select a subject." to materials/generate without an object payload', async () => {
    const bodies = [{ userId }, ...WRONG.map((payload) => ({ userId, payload }))];
    for (const body of bodies) {
      const res = await asBearer(t, token).post('/api/materials/generate', body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { error: MATERIALS_SELECT_SUBJECT },
      });
    }
  });

  it('should answer 400 to team/generate with a payload that is not an object', async () => {
    const url = '/api/team/generate/00000000-0000-4000-8000-000000000000';
    for (const payload of WRONG.filter((p) => p !== null)) {
      const res = await asBearer(t, token).post(url, { userId, payload });
      expect({ payload, status: res.status }).toEqual({ payload, status: 400 });
      expect(res.body).toEqual({ error: 'payload must be an object' });
    }
  });

  it('should answer 400 to insights/generate and the admin materials route with a wrong prompt or subject', async () => {
    for (const prompt of [[], { text: 'x' }, 7]) {
      const res = await asBearer(t, token).post('/api/insights/generate', { userId, prompt });
      expect({ prompt, status: res.status }).toEqual({ prompt, status: 400 });
      expect(typeof res.body.error).toBe('string');
    }
    const admin = await tokenFor(t, await createUser(t, { role: 'admin' }));
    for (const subject of [[], { name: 'Physics' }, 7]) {
      const res = await asBearer(t, admin).post(`/api/materials/generate/${userId}`, {
        subject,
      });
      expect({ subject, status: res.status }).toEqual({ subject, status: 400 });
      expect(typeof res.body.error).toBe('string');
    }
  });
});

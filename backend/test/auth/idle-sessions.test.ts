import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { idleMessage } from '../../src/auth/jwt/session-verifier';
import { signedInStudent, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

/** Idle sessions end on the server (docs/product/access.md, Sessions). Time is the test's clock. */
describe('sessions end after a while without use', () => {
  describe('with the default limits (30 minutes for students, 15 for staff)', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Blank is unset: the settings' own defaults, not the test harness's.
      t = await createTestApp({
        env: { SESSION_IDLE_MINUTES: '', SESSION_IDLE_STAFF_MINUTES: '' },
      });
    });
    afterAll(() => t.close());

    const portal = (token: string) =>
      t.http().get('/api/users/verify-token').auth(token, { type: 'bearer' });
    const backoffice = (token: string) =>
      t.http().get('/api/admin/users').auth(token, { type: 'bearer' });
    const lastSeen = async (token: string) =>
      (await t.dataSource.getRepository(AuthSession).findOneByOrFail({ id: sidOf(token) }))
        .lastSeenAt;

    it('keeps a student who is active and ends the session 30 minutes after the last use', async () => {
      const { token } = await signedInStudent(t);
      await portal(token).expect(200);
      for (let i = 0; i < 3; i++) {
        t.clock.advance(29 * MINUTE);
        await portal(token).expect(200);
      }
      t.clock.advance(30 * MINUTE + 1000);
      const res = await portal(token).expect(401);
      expect(res.body).toEqual({ error: idleMessage(30) });
      // It stays ended: a later request does not bring it back.
      await portal(token).expect(401);
    });

    it('ends a staff session after 15 minutes without use, a student one not', async () => {
      const { token: student } = await signedInStudent(t);
      const coordinator = await staffToken(t, 'coordinator');
      t.clock.advance(14 * MINUTE);
      await backoffice(coordinator).expect(200);
      await portal(student).expect(200);
      t.clock.advance(16 * MINUTE);
      const res = await backoffice(coordinator).expect(401);
      expect(res.body).toEqual({ error: idleMessage(15) });
      await portal(student).expect(200);
    });

    it('records a use at most once a minute, once whatever the parallel requests', async () => {
      const { token } = await signedInStudent(t);
      const signedInAt = t.clock.now();
      expect(await lastSeen(token)).toEqual(signedInAt);
      t.clock.advance(30_000);
      await portal(token).expect(200);
      expect(await lastSeen(token)).toEqual(signedInAt);
      t.clock.advance(2 * MINUTE);
      const answers = await Promise.all(Array.from({ length: 50 }, () => portal(token)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(await lastSeen(token)).toEqual(t.clock.now());
    });

    it('an unknown or ended session still reads the usual 401, not the idle one', async () => {
      const { token, as } = await signedInStudent(t);
      await as.post('/api/users/logout').expect(200);
      t.clock.advance(40 * MINUTE);
      const res = await portal(token).expect(401);
      expect(res.body.error).not.toEqual(idleMessage(30));
    });
  });

  describe('with limits set short (SESSION_IDLE_MINUTES=2, SESSION_IDLE_STAFF_MINUTES=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { SESSION_IDLE_MINUTES: '2', SESSION_IDLE_STAFF_MINUTES: '1' },
      });
    });
    afterAll(() => t.close());

    it('a student is signed out after 2 minutes, kept while using it every 50 s', async () => {
      const { as, token } = await signedInStudent(t);
      for (let i = 0; i < 5; i++) {
        t.clock.advance(50_000);
        await as.get('/api/users/verify-token').expect(200);
      }
      t.clock.advance(2 * MINUTE + 1000);
      const res = await t
        .http()
        .get('/api/users/verify-token')
        .auth(token, { type: 'bearer' })
        .expect(401);
      expect(res.body).toEqual({ error: idleMessage(2) });
    });

    it('staff are kept while active every 40 s and signed out after a minute idle', async () => {
      const admin = await staffToken(t, 'admin');
      const list = () => t.http().get('/api/admin/users').auth(admin, { type: 'bearer' });
      for (let i = 0; i < 4; i++) {
        t.clock.advance(40_000);
        await list().expect(200);
      }
      t.clock.advance(MINUTE + 1000);
      const res = await list().expect(401);
      expect(res.body).toEqual({ error: idleMessage(1) });
    });
  });
});

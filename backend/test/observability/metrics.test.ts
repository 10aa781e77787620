import { asBearer } from '../support/as-bearer';
import { readyStudent, topSubjects } from '../support/enrich';
import { createUser, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. `aspire_logins_total{result="success"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics when no token is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('should not exist', async () => {
    await t.http().get('/metrics').expect(404);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () =>
    (await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('should refuse a scrape without the token, or with another', async () => {
    await t.http().get('/metrics').expect(401);
    await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t.http().get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('should answer the Prometheus text format with process and pool metrics', async () => {
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^# HELP aspire_http_requests_total /m);
    expect(res.text).toMatch(/^aspire_nodejs_eventloop_lag_seconds \d/m);
    expect(res.text).toMatch(/^aspire_db_pool_connections\{pool="primary",state="total"\} [1-9]/m);
  });

  it('should count requests and their latency per route pattern and status', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const before = await scrape();
    const route = 'method="GET",route="/api/users/user/:userId",status="200"';
    await asBearer(t, token).get(`/api/users/user/${user.id}`).expect(200);
    await asBearer(t, token).get(`/api/users/user/${user.id}`).expect(200);
    await t.http().get('/api/no-such-route').expect(404);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta(`aspire_http_requests_total{${route}}`)).toBe(2);
    expect(delta(`aspire_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(delta(`aspire_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(2);
    expect(delta('aspire_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    // The raw URL (with the id) never becomes a label.
    expect(after).not.toContain(user.id);
  });

  it('should count logins by result, whitelist refusals and failed queries', async () => {
    const before = await scrape();
    const user = await createUser(t);
    await t.http().post('/api/users/login').send({ email: user.email, password: PASSWORD });
    for (let k = 1; k <= 5; k++) {
      await t.http().post('/api/users/login').send({ email: user.email, password: 'Wrong!Pass1' });
      t.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
    }
    await t
      .http()
      .post('/api/users/register')
      .send({
        email: 'nobody@not-listed.test',
        username: 'nobody_x',
        age: 15,
        password: 'Str0ng!Pass',
      })
      .expect(403);
    const failed = await t.dataSource.query('SELECT * FROM no_such_table').then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('aspire_logins_total{result="success"}')).toBe(1);
    expect(delta('aspire_logins_total{result="failure"}')).toBe(4);
    expect(delta('aspire_logins_total{result="locked"}')).toBe(1);
    expect(delta('aspire_registrations_refused_whitelist_total')).toBe(1);
    expect(delta('aspire_db_query_errors_total')).toBe(1);
  });

  it('should count completed assessments per type and AI calls', async () => {
    const before = await scrape();
    const student = await readyStudent(t);
    const subject = (await topSubjects(t, student)).uniReady[0];
    await asBearer(t, student.token)
      .post('/api/materials/generate', {
        userId: student.user.id,
        payload: { subject, prompt: 'Suggest 12 resources' },
      })
      .expect(201);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    for (const type of ['Career', 'Subject', 'Learning']) {
      expect(delta(`aspire_assessments_completed_total{type="${type}"}`)).toBe(1);
    }
    expect(delta('aspire_ai_calls_total{result="ok"}')).toBe(1);
  });
});

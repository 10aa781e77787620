import { asBearer } from '../support/as-bearer';
import { PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { buildSchool, makeSchool } from './school';

/** The counts of the hand-built school (see school.ts), stage by stage. */
export const FUNNEL = {
  rostered_addresses: [0, null],
  registered_from_roster: [0, null],
  domain_signups: [12, null],
  registered: [12, null],
  verified: [10, 83.3],
  futureready_started: [7, 70],
  futureready_completed: [6, 85.7],
  uniready_part_i_started: [7, 70],
  uniready_part_i_completed: [7, 100],
  uniready_part_ii_completed: [7, 100],
  uniready_part_iii_started: [5, 71.4],
  uniready_part_iii_completed: [5, 100],
  studystyle_started: [6, 60],
  studystyle_completed: [5, 83.3],
  insights_generated: [1, 10],
  enrich_used: [1, 10],
};

/** A funnel answer as stage → [count, rate]. */
export const stages = (body: { stages: { key: string; count: number; rate: number | null }[] }) =>
  Object.fromEntries(body.stages.map((s) => [s.key, [s.count, s.rate]]));

/**
 * The app with the hand-built report school, a second school, the admin's token and each
 * school's coordinator signed in (report tests share it).
 */
export async function openReportSchool() {
  const t: TestApp = await createTestApp();
  const staffLogin = async (email: string) => {
    const res = await t.http().post('/api/admin/login').send({ email, password: PASSWORD });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.token as string;
  };
  const admin = await staffToken(t, 'admin');
  const school = await makeSchool(t, 'Report School', 'report-school.test');
  const other = await makeSchool(t, 'Other Report School', 'other-report.test');
  const coordinator = await staffLogin('coordinator@report-school.test');
  const otherCoordinator = await staffLogin('coordinator@other-report.test');
  await buildSchool(t, school.id, school.domain);
  return {
    t,
    admin,
    coordinator,
    otherCoordinator,
    school,
    other,
    as: (token: string) => asBearer(t, token),
  };
}

import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import {
  Api,
  registerStudent,
  Respondent,
  SignedIn,
  signIn,
} from '../../../domain/test/simulated-cohort';
import { createUser, linkToken, PASSWORD, whitelist } from './factories';
import { TestApp } from './test-app';

/** The test app's address for the harness's `fetch` calls. */
export const apiOf = async (t: TestApp): Promise<Api> => ({ baseUrl: await t.app.getUrl() });

export type SimulatedStudent = SignedIn & { respondent: Respondent; email: string };

/**
 * Students for simulated respondents, signed in, at the school whose domain is `domain` (as
 * `makeSchool` whitelists it; an unknown domain is whitelisted without a school). `register`
 * goes through the API as a student would (registration, the verification link from the
 * outbox, sign-in); `direct` writes verified accounts and signs them in over HTTP (faster).
 */
export async function simulatedStudents(
  t: TestApp,
  respondents: readonly Respondent[],
  o: { domain: string; via?: 'register' | 'direct' },
): Promise<SimulatedStudent[]> {
  const api = await apiOf(t);
  const students: SimulatedStudent[] = [];
  const entry = await t.dataSource
    .getRepository(WhitelistEntry)
    .findOneBy({ type: 'domain', value: o.domain });
  if (!entry) await whitelist(t, 'domain', o.domain);
  for (const r of respondents) {
    const tag = r.id.replace(/[^A-Za-z0-9]/g, '_').toLowerCase();
    const email = `sim_${tag}@${o.domain}`;
    let who: SignedIn;
    if (o.via === 'direct') {
      await createUser(t, { email, username: `sim_${tag}`, schoolId: entry?.schoolId ?? null });
      who = await signIn(api, email, PASSWORD);
    } else {
      who = await registerStudent(
        api,
        { email, username: `sim_${tag}`, password: PASSWORD, age: 15 },
        (address) => linkToken(t, address),
      );
    }
    students.push({ ...who, respondent: r, email });
  }
  return students;
}

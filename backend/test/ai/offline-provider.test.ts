import { StudentProfile } from '../../src/ai/ai.types';
import { OfflineProvider } from '../../src/ai/offline/offline.provider';
import { RIASEC } from '../../src/ai/offline/riasec';

const facet = (name: string, average: number) => ({ name, average });
const profile = (interest: string): StudentProfile => ({
  topSubjects: [facet('Economics', 4.5)],
  topExplorations: [],
  interests: [facet(interest, 4.8), facet('Social', 2)],
  personality: [],
  values: [],
  motivation: [],
  emotional: [],
});

describe('OfflineProvider next steps', () => {
  it('should write "an entrepreneur"', async () => {
    const text = await new OfflineProvider().generate('', profile('Enterprising'));
    expect(text).toContain('Talk to someone who works as an entrepreneur or follow one online');
  });

  it.each(Object.keys(RIASEC))('should choose the article by sound for %s', async (interest) => {
    const text = await new OfflineProvider().generate('', profile(interest));
    expect(text).not.toMatch(/\ba [aeiou]/i);
    expect(text).not.toMatch(/\ban [bcdfgjklmnpqrstvwxyz]/i);
  });
});

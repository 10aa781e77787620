import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueLinks } from '../../src/ai/offline/material-links';

// The Knowledge tab's offline materials: each subject a student can choose (UniReady Part II and
// Advanced Subject Exploration) has its own curated list (docs/product/dashboard.md, Knowledge).
const seedDir = join(__dirname, '../../seed-data');
const read = <T>(name: string) => JSON.parse(readFileSync(join(seedDir, name), 'utf8')) as T;
const curated = read<{ subjects: Record<string, { title: string; url: string }[]> }>(
  'curated-materials.json',
).subjects;
const subjects = read<{ facets: { name: string; category: string }[] }>('uniready.json')
  .facets.filter((f) => f.category === 'Part II' || f.category === 'Part III')
  .map((f) => f.name);

describe('curated learning materials', () => {
  it('should give every subject a student can choose at least 5 materials', () => {
    expect(subjects.length).toBeGreaterThan(60);
    const short = subjects.filter((s) => (curated[s]?.length ?? 0) < 5);
    expect(short).toEqual([]);
  });

  it('should give no two subjects the same list', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const [subject, list] of Object.entries(curated)) {
      const key = list
        .map((m) => m.url)
        .sort()
        .join(' ');
      if (seen.has(key)) shared.push(`${subject} = ${seen.get(key)}`);
      seen.set(key, subject);
    }
    expect(shared).toEqual([]);
  });

  it('should link only https pages, each once per list, with a title', () => {
    for (const [subject, list] of Object.entries(curated)) {
      expect(new Set(list.map((m) => m.url)).size).toBe(list.length);
      for (const m of list) {
        expect({ subject, url: new URL(m.url).protocol }).toEqual({ subject, url: 'https:' });
        expect(m.title.trim().length).toBeGreaterThan(3);
      }
    }
  });

  it('should put the curated list first in the offline set of 12, whatever the case typed', () => {
    const links = catalogueLinks('physics');
    expect(links).toHaveLength(12);
    expect(links.slice(0, curated.Physics.length)).toEqual(curated.Physics);
    expect(catalogueLinks('Physics').slice(0, 5)).not.toEqual(catalogueLinks('Law').slice(0, 5));
  });
});

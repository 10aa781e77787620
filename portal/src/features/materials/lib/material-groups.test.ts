import type { MaterialSetResponse } from '@aspire/domain';
import { materialGroups } from './material-groups';

const set = (id: number, subject: string, generationDate: string): MaterialSetResponse => ({
  id,
  subject,
  generationDate,
  provider: 'offline',
  materials: [
    { id: id * 10, title: `${subject} ${id}`, url: 'https://a.example', completed: id === 2 },
  ],
});

describe('materials grouped by generation date and subject', () => {
  it('should group sets of one day and subject, newest group first', () => {
    const groups = materialGroups([
      set(1, 'Physics', '2026-01-01T08:00:00.000Z'),
      set(2, 'Physics', '2026-01-01T09:00:00.000Z'),
      set(3, 'Chemistry', '2026-01-01T10:00:00.000Z'),
      set(4, 'Physics', '2026-03-01T10:00:00.000Z'),
    ]);
    expect(groups.map((g) => [g.subject, g.rows.map((r) => r.title)])).toEqual([
      ['Physics', ['Physics 4']],
      ['Chemistry', ['Chemistry 3']],
      ['Physics', ['Physics 2', 'Physics 1']],
    ]);
    expect(groups[2].rows[0]).toEqual({
      materialId: 20,
      date: '2026-01-01T09:00:00.000Z',
      subject: 'Physics',
      title: 'Physics 2',
      url: 'https://a.example',
      completed: true,
    });
  });
});

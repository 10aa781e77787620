import { journeySteps, nextStep, type JourneyInput } from './journey';

const now = new Date('2026-06-01T12:00:00Z');
const done = (iso: string, sessionId = 's') => ({
  sessionId,
  isCompleted: true,
  lastCompletionDate: iso,
});
const base: JourneyInput = {
  progress: { Subject: null, SubjectPart3: null, Career: null, Learning: null },
  local: {},
  partIIIEligible: false,
  enrichAccess: false,
  isAdmin: false,
  now,
};

describe('journey', () => {
  it('should say Part III is not offered when the top subjects do not lead to it', () => {
    const steps = journeySteps({
      ...base,
      progress: { ...base.progress, Subject: done('2026-05-01T00:00:00Z') },
    });
    expect(steps[1].state).toEqual({
      kind: 'locked',
      reason: 'Not offered for your top subjects.',
    });
    expect(nextStep(steps)).toMatchObject({ label: 'Start FutureReady' });
  });

  it('should offer Part III next when eligible, and StudyStyle in Enrich+ once open', () => {
    const eligible = journeySteps({
      ...base,
      partIIIEligible: true,
      progress: { ...base.progress, Subject: done('2026-05-01T00:00:00Z') },
    });
    expect(nextStep(eligible)).toMatchObject({ label: 'Start Part III' });
    const enrich = journeySteps({
      ...base,
      enrichAccess: true,
      progress: {
        ...base.progress,
        Subject: done('2026-05-01T00:00:00Z'),
        Career: done('2026-05-02T00:00:00Z'),
      },
    });
    expect(nextStep(enrich)).toMatchObject({ label: 'Start StudyStyle in Enrich+' });
  });

  it('should show the part and share of an open UniReady session', () => {
    const steps = journeySteps({
      ...base,
      local: { Subject: { answered: 3, total: 8, part: 'Part I' } },
    });
    expect(steps[0].state).toEqual({ kind: 'in-progress', percent: 38, part: 'Part I' });
  });

  it('should let an admin take everything at once', () => {
    const steps = journeySteps({ ...base, isAdmin: true });
    expect(steps.map((s) => s.state.kind)).toEqual([
      'not-started',
      'not-started',
      'not-started',
      'not-started',
    ]);
  });

  it('should invite a student to generate insights before any exist, and to read them after', () => {
    const steps = journeySteps({
      ...base,
      enrichAccess: true,
      progress: {
        Subject: done('2026-05-01T00:00:00Z'),
        SubjectPart3: null,
        Career: done('2026-05-02T00:00:00Z'),
        Learning: done('2026-05-03T00:00:00Z'),
      },
    });
    expect(nextStep(steps, 'none')).toEqual({ kind: 'insights', label: 'Generate your Insights' });
    expect(nextStep(steps, 'stored')).toEqual({ kind: 'insights', label: 'Read your Insights' });
    expect(nextStep(steps, 'unknown')).toEqual({ kind: 'insights', label: 'Go to your Insights' });
  });
});

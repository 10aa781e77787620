import { ASSESSMENT_NAMES, canRetake, nextRetakeDate } from '@aspire/domain';
import type { AssessmentArea } from '../../../config/palette';
import { formatDate } from '../../../lib/format-date';
import type { Progress } from '../../../api/get-progress';

/**
 * The student's journey through the four assessments, from the server's progress
 * records (and, for the share answered, the answers kept in this browser while one is open).
 */

export type LocalAnswers = { answered: number; total: number; part?: string };

export type StepState =
  | { kind: 'not-started' }
  | { kind: 'in-progress'; percent: number | null; part?: string }
  | { kind: 'done'; on: string; againOn: string | null }
  | { kind: 'locked'; reason: string };

export type JourneyStep = {
  area: AssessmentArea;
  name: string;
  /** what finishing it opens */
  unlocks: string;
  state: StepState;
  /** where its own button leads: an assessment route, or Enrich+ */
  to: '/subjectassessment' | '/subjectpart3assessment' | '/careerassessment' | 'enrich';
};

export type JourneyInput = {
  progress: Record<AssessmentArea, Progress | null>;
  local: Partial<Record<AssessmentArea, LocalAnswers | null>>;
  /** UniReady's top subjects offer Advanced Subject Exploration */
  partIIIEligible: boolean;
  /** the server lets this student into Enrich+ */
  enrichAccess: boolean;
  isAdmin: boolean;
  now: Date;
};

/** The main button's short names ("Start Part III", not a second "Advanced Subject Exploration"). */
const BUTTON_NAMES: Record<AssessmentArea, string> = {
  Subject: 'UniReady',
  SubjectPart3: 'Part III',
  Career: 'FutureReady',
  Learning: 'StudyStyle',
};

const UNLOCKS: Record<AssessmentArea, string> = {
  Subject:
    'Unlocks Advanced Subject Exploration (Part III) when your top subjects offer it; with ' +
    'FutureReady, Insights and Enrich+.',
  SubjectPart3: 'Adds a closer look at your top subjects to your UniReady results.',
  Career: 'With UniReady, unlocks Insights and Enrich+.',
  Learning: 'Part of Enrich+; unlocks your learning materials.',
};

const ROUTES: Record<AssessmentArea, JourneyStep['to']> = {
  Subject: '/subjectassessment',
  SubjectPart3: '/subjectpart3assessment',
  Career: '/careerassessment',
  Learning: 'enrich',
};

const percentOf = (local: LocalAnswers | null | undefined): number | null =>
  local && local.total > 0 ? Math.round((local.answered / local.total) * 100) : null;

function stateOf(area: AssessmentArea, input: JourneyInput): StepState {
  const progress = input.progress[area];
  const local = input.local[area];
  if (progress?.isCompleted && progress.lastCompletionDate) {
    const last = progress.lastCompletionDate;
    const again = canRetake(last, input.now, input.isAdmin) ? null : nextRetakeDate(last);
    return { kind: 'done', on: formatDate(last), againOn: again ? formatDate(again) : null };
  }
  if (progress || (local && local.answered > 0)) {
    return { kind: 'in-progress', percent: percentOf(local), part: local?.part };
  }
  return { kind: 'not-started' };
}

function lockOf(area: AssessmentArea, input: JourneyInput): string | null {
  const subjectDone = input.progress.Subject?.isCompleted === true;
  if (area === 'SubjectPart3' && !input.isAdmin) {
    if (!subjectDone) return 'Opens after UniReady.';
    if (!input.partIIIEligible) return 'Not offered for your top subjects.';
  }
  if (area === 'Learning' && !input.enrichAccess && !input.isAdmin) {
    return 'Opens with Enrich+, after UniReady and FutureReady.';
  }
  return null;
}

/** The four assessments in the order they open one another. */
export function journeySteps(input: JourneyInput): JourneyStep[] {
  const areas: AssessmentArea[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];
  return areas.map((area) => {
    const state = stateOf(area, input);
    const lock = state.kind === 'done' ? null : lockOf(area, input);
    return {
      area,
      name: ASSESSMENT_NAMES[area],
      unlocks: UNLOCKS[area],
      state: lock ? { kind: 'locked', reason: lock } : state,
      to: ROUTES[area],
    };
  });
}

export type NextStep =
  { kind: 'assessment'; step: JourneyStep; label: string } | { kind: 'insights'; label: string };

/** Whether the student has stored insights: unknown while the read is on its way. */
export type InsightsState = 'none' | 'stored' | 'unknown';

const INSIGHTS_LABELS: Record<InsightsState, string> = {
  none: 'Generate your Insights',
  stored: 'Read your Insights',
  unknown: 'Go to your Insights',
};

/**
 * The main button: finish what is open, else start the first assessment not taken yet, else
 * (everything done or waiting) go to the insights once both UniReady and FutureReady are done:
 * "Generate" before any exist, "Read" after (docs/product/dashboard.md).
 */
export function nextStep(
  steps: readonly JourneyStep[],
  insights: InsightsState = 'unknown',
): NextStep | null {
  const open = steps.find((s) => s.state.kind === 'in-progress');
  if (open) {
    const percent = open.state.kind === 'in-progress' ? open.state.percent : null;
    return {
      kind: 'assessment',
      step: open,
      label: `Continue ${BUTTON_NAMES[open.area]}${percent === null ? '' : ` (${percent}% answered)`}`,
    };
  }
  const fresh = steps.find((s) => s.state.kind === 'not-started');
  if (fresh) {
    const where = fresh.to === 'enrich' ? ' in Enrich+' : '';
    return { kind: 'assessment', step: fresh, label: `Start ${BUTTON_NAMES[fresh.area]}${where}` };
  }
  const done = (area: AssessmentArea) => steps.find((s) => s.area === area)?.state.kind === 'done';
  if (done('Subject') && done('Career')) {
    return { kind: 'insights', label: INSIGHTS_LABELS[insights] };
  }
  return null;
}

/** The line under a step's name. */
export function describeState(state: StepState): string {
  switch (state.kind) {
    case 'not-started':
      return 'Not started';
    case 'in-progress':
      return (
        'In progress' +
        (state.percent === null ? '' : ` · ${state.percent}% answered`) +
        (state.part ? ` (${state.part})` : '')
      );
    case 'done':
      return (
        `Done on ${state.on}` + (state.againOn ? ` · available again on ${state.againOn}` : '')
      );
    case 'locked':
      return state.reason;
  }
}

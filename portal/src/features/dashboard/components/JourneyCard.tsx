import { assignmentMessage } from '@aspire/domain';
import type { MyAssignment } from '../api/get-assignments';
import { AREA_COLORS } from '../../../config/palette';
import { LightAlert } from '../../../components/LightAlert';
import { LightButton } from '../../../components/LightButton';
import { describeState, type JourneyStep, type NextStep } from '../lib/journey';
import { JourneyIcon } from './JourneyIcon';
import './dashboard.css';

type JourneyCardProps = {
  steps: readonly JourneyStep[];
  next: NextStep | null;
  onNext: (next: NextStep) => void;
  /** What the student's school asks them to complete, and by when. */
  assignments?: readonly MyAssignment[];
};

/**
 * The four assessments in order, each with its state and what it opens, and the
 * next step as the main button. Each assessment keeps its colour (config/palette.ts). Plain
 * elements.
 */
export function JourneyCard({ steps, next, onNext, assignments = [] }: JourneyCardProps) {
  return (
    <section aria-labelledby="journey-title" className="lc-paper journey">
      <h2 id="journey-title" className="lc-h6">
        Your journey
      </h2>
      {assignments.map((a) => (
        <LightAlert
          key={a.id}
          severity={a.status === 'complete' ? 'success' : 'info'}
          data-testid="assignment"
          data-status={a.status}
          className="journey-assignment"
        >
          <p className="lc-body1 journey-due">
            {assignmentMessage(a.assessment_types, a.due_at)}
            {a.status === 'complete' ? ': done, thank you.' : '.'}
          </p>
          {a.message && <p className="lc-body2">{a.message}</p>}
        </LightAlert>
      ))}
      <ol aria-label="Assessments" className="journey-steps">
        {steps.map((step) => {
          const colour = AREA_COLORS[step.area].main;
          const locked = step.state.kind === 'locked';
          return (
            <li
              key={step.area}
              data-area={step.area}
              data-state={step.state.kind}
              className={`journey-step${locked ? ' journey-step--locked' : ''}`}
              style={{ borderColor: colour }}
            >
              <JourneyIcon kind={step.state.kind} color={colour} />
              <div>
                <p className="lc-body1 journey-name">{step.name}</p>
                <p className="lc-body2" data-testid="journey-state">
                  {describeState(step.state)}
                </p>
                <p className="lc-body2 lc-secondary">{step.unlocks}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {next && (
        <LightButton
          variant="contained"
          size="large"
          className="journey-next"
          onClick={() => onNext(next)}
        >
          {next.label}
        </LightButton>
      )}
    </section>
  );
}

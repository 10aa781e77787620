import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { useSession } from '../../../session/session-context';
import { useLoadAssessment } from '../hooks/use-load-assessment';
import type { AssessmentType } from '../types';
import { ASSESSMENT_CONFIG, loadFailureMessage } from '../lib/assessment-config';
import { LoadError, PrerequisiteError } from '../lib/load-assessment';
import { retakeLockedInfo } from '../lib/messages';
import { AssessmentHeader } from './AssessmentHeader';
import { AssessmentRunner } from './AssessmentRunner';

type AssessmentPageProps = { type: AssessmentType; isAdmin?: boolean };

function errorText(type: AssessmentType, error: Error): string {
  if (error instanceof LoadError || error instanceof PrerequisiteError) return error.message;
  return loadFailureMessage(type, error.message);
}

/**
 * /careerassessment, /subjectassessment, /subjectpart3assessment and /learningassessment
 * (docs/product/assessments.md, "Taking it again: the 6-month window"): loading text, then the
 * questions, an error or the retake date.
 */
export function AssessmentPage({ type, isAdmin = false }: AssessmentPageProps) {
  const config = ASSESSMENT_CONFIG[type];
  const { userId } = useSession();
  const navigate = useNavigate();
  const load = useLoadAssessment(type, userId ?? '', isAdmin);
  const prerequisite = load.error instanceof PrerequisiteError ? load.error.message : null;
  const alerted = useRef(false);

  // A Part III prerequisite is shown as an error, then the student goes back
  // (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
  useEffect(() => {
    if (!prerequisite || alerted.current) return;
    alerted.current = true;
    window.alert(prerequisite);
    void navigate('/dashboard', { replace: true });
  }, [prerequisite, navigate]);

  const leave = () => void navigate(config.exitTo);
  let body;
  if (load.isPending) {
    body = (
      <p role="status" data-testid="assessment-loading">
        Loading questions...
      </p>
    );
  } else if (load.isError) {
    body = <Alert severity="error">{errorText(type, load.error)}</Alert>;
  } else if (load.data.kind === 'locked') {
    body = <Alert severity="info">{retakeLockedInfo(load.data.retakeDate)}</Alert>;
  }

  return (
    <PageLayout maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {body === undefined && load.data?.kind === 'ready' ? (
          <AssessmentRunner
            type={type}
            userId={userId ?? ''}
            isAdmin={isAdmin}
            questions={load.data.questions}
            initial={load.data.session}
          />
        ) : (
          <>
            <AssessmentHeader title={config.title} onClose={leave} />
            {body}
          </>
        )}
      </Paper>
    </PageLayout>
  );
}

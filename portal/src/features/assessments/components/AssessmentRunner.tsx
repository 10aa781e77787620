import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LiveRegion } from '../../../components/live/LiveRegion';
import { usePublicConfig } from '../../../config/get-public-config';
import { useAssessmentSession } from '../hooks/use-assessment-session';
import { useSubmitAssessment } from '../hooks/use-submit-assessment';
import type { AssessmentQuestion, AssessmentSession, AssessmentType } from '../types';
import { canGoPrevious } from '../lib/answering';
import { ASSESSMENT_CONFIG } from '../lib/assessment-config';
import { partTwoNote, servedAreas } from '../lib/part-two-note';
import { AssessmentHeader } from './AssessmentHeader';
import { PartIChoice } from './PartIChoice';
import { QuestionCard } from './QuestionCard';
import { QualityNote } from './QualityNote';
import { QuestionNav } from './QuestionNav';

type AssessmentRunnerProps = {
  type: AssessmentType;
  userId: string;
  isAdmin: boolean;
  questions: AssessmentQuestion[];
  initial: AssessmentSession;
};

/**
 * The common layout of the four assessment screens
 * (docs/product/assessments.md, "The four assessments"), once the questions are in.
 */
export function AssessmentRunner({
  type,
  userId,
  isAdmin,
  questions,
  initial,
}: AssessmentRunnerProps) {
  const config = ASSESSMENT_CONFIG[type];
  const navigate = useNavigate();
  const { productName } = usePublicConfig();
  const api = useAssessmentSession({ type, userId, questions, initial });
  const { submit, pending, quality, review } = useSubmitAssessment({
    type,
    userId,
    isAdmin,
    api,
  });
  const { session, question } = api;
  const calm = api.notice?.severity === 'success' || api.notice?.severity === 'info';
  // After the first move, each new question takes focus (see QuestionCard).
  const [moved, setMoved] = useState(false);
  const moving = (go: () => void) => () => {
    setMoved(true);
    go();
  };

  const close = () => {
    if (config.saveOnExit && Object.keys(session.answers).length > 0) api.save();
    const state =
      type === 'SubjectPart3'
        ? { fromSubjectPart3Scores: true, sessionId: session.sessionId }
        : null;
    void navigate(config.exitTo, { state });
  };

  const action = !api.complete ? null : session.part === 'I' ? (
    <Button variant="contained" onClick={moving(api.proceedToPartII)}>
      Proceed to Part II
    </Button>
  ) : (
    <Button variant="contained" color="secondary" disabled={pending} onClick={() => void submit()}>
      Submit
    </Button>
  );

  return (
    <>
      <AssessmentHeader
        title={type === 'Subject' ? `${config.title} – Part ${session.part}` : config.title}
        onClose={close}
        progress={{ answered: api.answered, total: session.questionIds.length, onSave: api.save }}
      />
      {type === 'Subject' && (
        <Typography variant="body2" data-testid="part-two-note" sx={{ mb: 2 }}>
          {partTwoNote(session.part, servedAreas(session, api.byId))}
        </Typography>
      )}
      {/* "Progress saved" and other good news said politely by a region that stays in
          the page; warnings and errors are alerts. */}
      <LiveRegion text={calm && api.notice ? api.notice.text : ''} testId="assessment-announcer" />
      {api.notice && (
        <Alert
          severity={api.notice.severity}
          role={calm ? 'none' : 'alert'}
          data-testid="assessment-notice"
          sx={{ mb: 2 }}
        >
          {api.notice.text}
        </Alert>
      )}
      {api.tie && (
        <PartIChoice
          tie={api.tie}
          onChoose={(choice) => {
            setMoved(true);
            api.chooseAreas(choice);
          }}
        />
      )}
      {quality.length > 0 && (
        <QualityNote
          flags={quality}
          onReview={moving(review)}
          onSubmitAnyway={() => void submit({ anyway: true })}
          pending={pending}
        />
      )}
      {question && (
        <QuestionCard
          key={question.id}
          question={question}
          selected={session.answers[String(question.id)]}
          categoryProgress={api.categoryProgress}
          onChoose={api.choose}
          takeFocus={moved}
        />
      )}
      <QuestionNav
        canGoBack={canGoPrevious(session)}
        onPrevious={moving(api.previous)}
        onNext={moving(api.next)}
        action={action}
      />
      {type === 'Career' && (
        <Typography variant="caption" component="p" sx={{ mt: 4, color: 'text.secondary' }}>
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </Typography>
      )}
    </>
  );
}

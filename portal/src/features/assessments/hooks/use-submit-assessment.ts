import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendAnalyticsEvent } from '../../../api/send-analytics-event';
import type { AssessmentType } from '../types';
import { toAnswerItems } from '../utils/answer-items';
import { ASSESSMENT_CONFIG } from '../utils/assessment-config';
import { clearStoredSession, writeCompletion } from '../utils/assessment-store';
import { MESSAGES } from '../utils/messages';
import { mapSubmitError } from '../utils/submit-errors';
import { runSubmitFlow } from '../utils/submit-flow';
import type { AssessmentSessionApi } from './use-assessment-session';

type Options = {
  type: AssessmentType;
  userId: string;
  isAdmin: boolean;
  api: AssessmentSessionApi;
};

/** spec 001 §7: an analytics event on submit and on failure; a lost event changes nothing. */
const sendEvent = (name: string) =>
  void sendAnalyticsEvent({ type: 'event', name }).catch(() => undefined);

/** spec 001 §4 "Submit": the 9 steps, the alerts of §8 and the navigation state flags. */
export function useSubmitAssessment({ type, userId, isAdmin, api }: Options) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const config = ASSESSMENT_CONFIG[type];

  const finish = (completionDate: string, sessionId: string) => {
    api.markCompleted();
    clearStoredSession(type, userId);
    if (type === 'Subject') clearStoredSession('SubjectPart3', userId);
    writeCompletion(type, userId, completionDate);
    void navigate(config.exitTo, {
      state: { [config.submittedFlag]: true, completionDate, sessionId },
    });
  };

  const submit = async () => {
    const { session } = api;
    if (!api.complete) return api.setNotice({ severity: 'warning', text: MESSAGES.completeAll });
    setPending(true);
    try {
      const outcome = await runSubmitFlow(
        {
          type,
          userId,
          sessionId: session.sessionId,
          isAdmin,
          answers: toAnswerItems(type, api.byId, session.answers),
          alreadySubmitted: session.submittedIds,
          topSubcategories: type === 'Subject' ? session.topSubcategories : undefined,
          topFacets: type === 'SubjectPart3' ? session.topFacets : undefined,
        },
        {
          alert: (message) => window.alert(message),
          confirm: (message) => window.confirm(message),
          onBatchSubmitted: type === 'SubjectPart3' ? api.markSubmitted : undefined,
        },
      );
      if (outcome.status === 'cancelled') return;
      sendEvent(`${type} assessment submitted`);
      finish(outcome.completionDate, outcome.sessionId);
    } catch (error) {
      sendEvent(`${type} assessment submit failed`);
      const failure = mapSubmitError(error, type);
      window.alert(failure.message);
      if (failure.goTo) void navigate(failure.goTo);
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}

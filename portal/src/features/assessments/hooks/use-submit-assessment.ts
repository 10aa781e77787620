import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendAnalyticsEvent } from '../../../api/send-analytics-event';
import type { QualityFlag } from '@aspire/domain';
import type { AssessmentType } from '../types';
import { toAnswerItems } from '../lib/answer-items';
import { ASSESSMENT_CONFIG } from '../lib/assessment-config';
import { clearStoredSession, writeCompletion } from '../lib/assessment-store';
import { MESSAGES } from '../lib/messages';
import { sessionQualityFlags } from '../lib/response-quality';
import { mapSubmitError } from '../lib/submit-errors';
import { runSubmitFlow } from '../lib/submit-flow';
import type { AssessmentSessionApi } from './use-assessment-session';

type Options = {
  type: AssessmentType;
  userId: string;
  isAdmin: boolean;
  api: AssessmentSessionApi;
};

/**
 * An analytics event on submit and on failure; a lost event changes nothing
 * (docs/product/assessments.md, "Taking an assessment").
 */
const sendEvent = (name: string) =>
  void sendAnalyticsEvent({ type: 'event', name }).catch(() => undefined);

/**
 * Submit (docs/product/assessments.md, "Taking an assessment"): the steps, the alerts and the
 * navigation state flags.
 */
export function useSubmitAssessment({ type, userId, isAdmin, api }: Options) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  /** The response-quality flags the student is shown before the final submit. */
  const [quality, setQuality] = useState<QualityFlag[]>([]);
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

  /** `anyway`: the student read the response-quality note and chose to submit. */
  const submit = async ({ anyway = false }: { anyway?: boolean } = {}) => {
    const { session } = api;
    if (!api.complete) return api.setNotice({ severity: 'warning', text: MESSAGES.completeAll });
    if (!anyway) {
      const flags = sessionQualityFlags(
        api.byId,
        session.answers,
        session.answeredOrder,
        api.answerTimes(),
      );
      if (flags.length) return setQuality(flags);
    }
    setQuality([]);
    setPending(true);
    try {
      const outcome = await runSubmitFlow(
        {
          type,
          userId,
          sessionId: session.sessionId,
          isAdmin,
          answers: toAnswerItems(type, api.byId, session.answers, api.answerTimes()),
          alreadySubmitted: session.submittedIds,
          topSubcategories: type === 'Subject' ? session.topSubcategories : undefined,
          partIChoice: type === 'Subject' ? session.partIChoice : undefined,
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

  const review = () => {
    setQuality([]);
    api.reviewFromStart();
  };

  return { submit, pending, quality, review };
}

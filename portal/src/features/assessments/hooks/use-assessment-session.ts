import type { PartITie } from '@aspire/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AssessmentQuestion, AssessmentSession, AssessmentType } from '../types';
import {
  allAnswered,
  answeredCount,
  categoryProgress,
  chooseOption,
  currentId,
  goNext,
  goPrevious,
} from '../lib/answering';
import { ASSESSMENT_CONFIG } from '../lib/assessment-config';
import { writeSession } from '../lib/assessment-store';
import { MESSAGES } from '../lib/messages';
import { groupedOrder } from '../lib/ordering';
import { partTwoFor } from '../lib/part-two';

export type Notice = { severity: 'success' | 'info' | 'warning' | 'error'; text: string };

type Options = {
  type: AssessmentType;
  userId: string;
  questions: AssessmentQuestion[];
  initial: AssessmentSession;
};

/**
 * The answering rules (docs/product/assessments.md, "Taking an assessment") on one screen; every
 * change is saved locally.
 */
export function useAssessmentSession({ type, userId, questions, initial }: Options) {
  const config = ASSESSMENT_CONFIG[type];
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const [session, setSession] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** A Part I tie the student is choosing among (docs/decisions/0064-part-i-ties-chosen-by-the-student.md). */
  const [tie, setTie] = useState<PartITie | null>(null);
  const [completed, setCompleted] = useState(false);
  // When the current question was shown, and how long each answer took (ms).
  const shownAt = useRef(Date.now());
  const times = useRef(new Map<number, number>());
  const shownId = currentId(session);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [shownId]);

  /** Saves locally first; answers false (and says so) when the browser refuses. */
  const commit = (next: AssessmentSession): boolean => {
    try {
      writeSession(type, userId, next);
    } catch {
      setNotice({ severity: 'error', text: MESSAGES.saveFailed });
      setSession(next);
      return false;
    }
    setSession(next);
    return true;
  };

  const choose = (optionText: string) => {
    setNotice(null);
    const answering = currentId(session);
    if (answering !== undefined) times.current.set(answering, Date.now() - shownAt.current);
    commit(chooseOption(session, optionText));
  };

  const previous = () => {
    setNotice(null);
    commit(goPrevious(session));
  };

  const next = () => {
    const moved = goNext(session, config.nextUnanswered);
    if (moved === 'unanswered')
      return setNotice({ severity: 'warning', text: config.selectMessage });
    setNotice(null);
    commit(moved);
  };

  /** The save icon (docs/product/assessments.md, "Taking an assessment"). */
  const save = () => {
    let text: string | null = null;
    if (!userId || !session.sessionId) text = MESSAGES.missingIds;
    else if (completed && config.refuseSaveWhenCompleted) text = MESSAGES.alreadyCompletedSave;
    else if (Object.keys(session.answers).length === 0) text = MESSAGES.noAnswersToSave;
    if (text) return setNotice({ severity: 'warning', text });
    if (commit(session)) setNotice({ severity: 'success', text: MESSAGES.progressSaved });
  };

  /**
   * UniReady 'Proceed to Part II'
   * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III"): confirmation,
   * selection, no way back.
   */
  const proceedToPartII = () => {
    if (!allAnswered(session))
      return setNotice({ severity: 'warning', text: MESSAGES.completePartI });
    if (!window.confirm(MESSAGES.proceedConfirm)) return;
    enterPartII([]);
  };

  /** Part II on the Part I selection, once any tie is chosen (`choice`: the chosen areas). */
  const enterPartII = (choice: readonly string[]) => {
    const two = partTwoFor(questions, session.answers, choice);
    if (!two.ok && two.tie) {
      setNotice(null);
      return setTie(two.tie);
    }
    if (!two.ok) return setNotice({ severity: 'error', text: two.message });
    setNotice(null);
    setTie(null);
    commit({
      ...session,
      part: 'II',
      questionIds: groupedOrder(two.questions),
      index: 0,
      topSubcategories: two.selection.topSubcategories,
      partIChoice: two.choice,
    });
  };

  /** "Review my answers" after the response-quality note: back to the first question. */
  const reviewFromStart = () => {
    setNotice(null);
    commit({ ...session, index: 0 });
  };

  const markSubmitted = (ids: number[]) =>
    commit({ ...session, submittedIds: [...new Set([...session.submittedIds, ...ids])] });

  const id = currentId(session);
  return {
    session,
    byId,
    question: id === undefined ? undefined : byId.get(id),
    answered: answeredCount(session),
    complete: allAnswered(session),
    categoryProgress: categoryProgress(session, (qid) => byId.get(qid)?.[config.progressGroup]),
    notice,
    setNotice,
    choose,
    previous,
    next,
    save,
    proceedToPartII,
    tie,
    chooseAreas: enterPartII,
    markSubmitted,
    reviewFromStart,
    answerTimes: () => times.current as ReadonlyMap<number, number>,
    markCompleted: () => setCompleted(true),
  };
}

export type AssessmentSessionApi = ReturnType<typeof useAssessmentSession>;

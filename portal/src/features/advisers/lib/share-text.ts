// What the sharing control says, from the server's state (pure, tested alone).
import { shareableReportsText, type AdviserShareState, type AdviserViewRow } from '@aspire/domain';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Shared since 12 Oct 2026: FutureReady, UniReady." or that nothing is shared. */
export const shareStatusText = (state: AdviserShareState): string =>
  state.reports.length && state.sharedAt
    ? `Shared since ${day(state.sharedAt)}: ${shareableReportsText(state.reports)}.`
    : "You are not sharing any report with your school's careers advisers.";

/** "ms_jones opened FutureReady, UniReady on 12 Oct 2026, 14:05". */
export const viewText = (view: AdviserViewRow): string =>
  `${view.adviser} opened ${shareableReportsText(view.reports)} on ${dateTime(view.viewedAt)}`;

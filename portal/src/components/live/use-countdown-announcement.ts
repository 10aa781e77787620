import { useState } from 'react';
import { countdownPeriod, spokenWait, type CountdownWords } from './countdown';

type Spoken = { period: number; text: string };

/**
 * The text of a countdown's live region, at a polite rate (see countdown.ts): it changes when the
 * wait enters a new period, saying the wait left at that moment, and once when the wait is over.
 * Empty until a wait has run.
 */
export function useCountdownAnnouncement(waitSeconds: number, words: CountdownWords): string {
  const [spoken, setSpoken] = useState<Spoken>({ period: 0, text: '' });
  const period = countdownPeriod(waitSeconds);
  if (period !== spoken.period) {
    // Adjusting state while rendering (React's pattern for state derived from changing input).
    setSpoken({
      period,
      text: period === 0 ? words.ready : words.waiting(spokenWait(waitSeconds)),
    });
  }
  return period === spoken.period ? spoken.text : '';
}

import { getConfig } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Jest's modern fake timers mark the faked setTimeout with a `clock`. */
const fakeTimers = (): boolean => Object.prototype.hasOwnProperty.call(setTimeout, 'clock');

async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if (fakeTimers()) await jest.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Runs `work` and lets the promise chains it started (mocked fetch → state updates) finish, the
 * way Testing Library's own async utilities do, so React sees no update outside act().
 */
export async function settle(work: () => Promise<unknown> = async () => undefined): Promise<void> {
  await getConfig().asyncWrapper(async () => {
    await work();
    await flush();
  });
}

/** Clicks and waits for the work the click started. */
export const clickAndSettle = (user: UserEvent, element: Element): Promise<void> =>
  settle(() => user.click(element));

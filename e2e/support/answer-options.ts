// A question's options are one radio group, named by the question text.
import type { Locator, Page } from '@playwright/test';

/** The options of the question on screen, as radios in their order. */
export const answerOptions = (page: Page): Locator =>
  page.getByRole('radiogroup').getByRole('radio');

import { expect, test } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { loginToBackoffice } from '../support/login';
import { seedRespondents } from '../support/respondents';

// An admin opens scale health and reads α for a facet with enough respondents.

const VERSION = `e${Date.now().toString(36)}`.slice(0, 10);

test.describe('scale health', () => {
  let facet: string;

  test.beforeAll(async () => {
    ({ facet } = await seedRespondents(VERSION, 35, null));
  });

  test('an admin sees α with its interval for a facet of 35 respondents', async ({ page }) => {
    await loginToBackoffice(page, seededAccounts.admin);
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: 'Scale health', exact: true })
      .click();
    await expect(page).toHaveURL(/#\/scale-health/);
    await page.getByLabel('Instrument version').click();
    await page.getByRole('option', { name: new RegExp(`^${VERSION} · 35 sessions`) }).click();
    await expect(page.getByTestId('scale-health-summary')).toContainText(
      `Version ${VERSION}: 35 respondents across all schools`,
    );
    const card = page.getByTestId(`facet-${facet}`);
    await expect(card).toContainText('N = 35');
    // α with its Feldt interval: "0.xx [0.xx, 0.xx]".
    await expect(page.getByTestId(`alpha-${facet}`)).toContainText(
      /Cronbach's α \(95 % CI, Feldt\): 0\.\d\d \[0\.\d\d, 0\.\d\d\]/,
    );
    await expect(card.getByRole('columnheader', { name: 'Item–total r' })).toBeVisible();
  });
});

/** The feedback widget end to end: typed like a person, answered, stored by the provider. */
import { expect, test } from '@playwright/test';
import { e2eEnv, waitForHydration } from './support/env';
import { answerHumanCheck, storedLead } from './support/leads';

test('feedback sent from the widget is stored in the database', async ({ page }) => {
  const email = `feedback-${Date.now().toString(36)}@example.com`;
  await page.goto(e2eEnv('E2E_SITE_URL') + '/services');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await page.getByRole('button', { name: 'FEEDBACK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
  await dialog.getByLabel('Feedback type *').selectOption('service_feedback');
  await dialog.getByLabel('Category').selectOption('Cloud Migration');
  await dialog.getByLabel('Subject *').pressSequentially('Migration workshop', { delay: 5 });
  await dialog.getByLabel('Message *').pressSequentially('The labs were excellent.', { delay: 5 });
  await dialog.getByLabel('Email *').pressSequentially(email, { delay: 5 });
  // The stars are labels over visually hidden radios: a person clicks the star.
  await dialog.locator('label', { hasText: '5 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await answerHumanCheck(dialog);
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog.getByText('Thank You!')).toBeVisible({ timeout: 10_000 });
  const lead = await storedLead('feedback', email);
  expect(lead.payload).toMatchObject({
    type: 'service_feedback',
    category: 'Cloud Migration',
    subject: 'Migration workshop',
    rating: 5,
  });
});

import { expect, test } from '@playwright/test';
import { appUrl, owner, PHONE, screenProblems, signIn } from './support/editor';

test.describe('signing in to the editor app', () => {
  test('a wrong password shows the server refusal, and the right one opens the app', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl());
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in to the editor app' })).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.getByLabel('Email').fill(owner().email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
    expect(await screenProblems(page)).toEqual([]);
    await signIn(page, owner());
    await expect(page).not.toHaveURL(/\/login/);
  });
});

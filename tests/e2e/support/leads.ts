/** Reading stored leads through the admin API, and answering a form's human check like a person. */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminRequest } from './provider';

/** A lead as the admin API answers it (camelCase; its form under the form's own field names). */
export interface Lead {
  id: number;
  kind: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  company: string | null;
  source: string;
  productName: string | null;
  preferredAt: string | null;
  timeZone: string | null;
  preferredTime: string | null;
  payload: Record<string, unknown>;
}

export async function leadsOf(kind: string): Promise<Lead[]> {
  return (await adminRequest<{ leads: Lead[] }>('GET', `/leads?kind=${kind}&pageSize=200`)).leads;
}

/** Waits until the provider holds a lead of `kind` for `email`, and returns it. */
export async function storedLead(kind: string, email: string, timeout = 10_000): Promise<Lead> {
  let found: Lead | undefined;
  await expect
    .poll(
      async () => {
        found = (await leadsOf(kind)).find((lead) => lead.email === email);
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The human check's field, once its question has come with the form's script. */
export const humanCheckInput = (scope: Page | Locator) =>
  scope.getByLabel(/Verification: what is \d+ [+\-×] \d+\?/);

/** The answer to the question the human check's label asks, read as a person reads it. */
export async function humanCheckAnswer(scope: Page | Locator): Promise<string> {
  const label = (await scope.locator('label', { hasText: 'Verification: what is' }).innerText())
    .replace(/\s+/g, ' ')
    .trim();
  const [, a, op, b] = /(\d+) ([+\-×]) (\d+)/.exec(label)!;
  return String(op === '+' ? +a + +b : op === '-' ? +a - +b : +a * +b);
}

/** What the form shows once the human check is answered right. */
export const HUMAN_CHECK_PASSED = '✓ Math verification successful';

export /** Reads the question of the form's human check, answers it and verifies. */
async function answerHumanCheck(scope: Page | Locator) {
  // The question comes with the form's script, which loads once the visitor's pointer is over
  // the form (or a field has focus): a person looks at the form before answering.
  if (!('goto' in scope)) await scope.hover();
  const input = humanCheckInput(scope);
  await expect(input).toBeVisible();
  await input.pressSequentially(await humanCheckAnswer(scope));
  await scope.getByRole('button', { name: 'Verify' }).click();
  await expect(scope.getByText(HUMAN_CHECK_PASSED)).toBeVisible();
}

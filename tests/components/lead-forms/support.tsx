/** Helpers of the lead form tests: a fake provider with the human check, and form filling. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '../../../src/components/toast/toast-provider';
import { RootWrapper } from '../../../src/components/root/root-wrapper';
import { ApiProvider } from '../../../src/services/api-context';
import { fakeClient, type FakeCall, type FakeRoutes } from '../support/shell';

export const CHALLENGE = {
  challenge: 'signed-token',
  question: '2 + 3',
  expiresAt: '2030-01-01T00:00:00.000Z',
  formToken: 'form-token',
};

/** Renders a form over a fake provider that issues the question '2 + 3'. */
export function renderForm(ui: ReactElement, routes: FakeRoutes) {
  // Each reading of the clock is 5 s after the last, so the minimum fill time never waits.
  let clock = Date.UTC(2026, 0, 5);
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 5000));
  const fake = fakeClient({ 'GET /api/human-check': { body: CHALLENGE }, ...routes });
  const result = render(
    <RootWrapper>
      <ApiProvider client={fake.client}>
        <ToastProvider>{ui}</ToastProvider>
      </ApiProvider>
    </RootWrapper>,
  );
  return { ...fake, ...result };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The control labelled `label`, with or without its required mark. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

/** The text input named `name`: its label without the required mark, which is hidden from it. */
export const textbox = (name: string) => screen.getByRole('textbox', { name });

/** What the label of `control` reads on screen, the required mark included. */
export const labelText = (control: HTMLElement) =>
  document.querySelector(`label[for="${control.id}"]`)?.textContent;

/** `control` is the one invalid text input, and its error text describes it. */
export function expectOnlyInvalid(control: HTMLElement, error: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(error);
  for (const other of screen.getAllByRole('textbox').filter((el) => el !== control)) {
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(other).not.toHaveAttribute('aria-describedby');
  }
}

export const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Answers the human check (5 is right for '2 + 3'). */
export async function verifyHuman(answer = '5') {
  const input = await screen.findByLabelText(/Verification: what is 2 \+ 3/);
  fireEvent.change(input, { target: { value: answer } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

export const posts = (calls: FakeCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(path));

export { waitFor, screen, fireEvent };

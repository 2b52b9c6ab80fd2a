import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { InquiryForm } from '../../../src/components/lead-forms/inquiry-form';
import { CONTACT_INQUIRY_TYPES } from '@cloud-consulting/domain/catalogues';
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@cloud-consulting/domain/constants';
import { CONTACT_MESSAGES as M } from '@cloud-consulting/domain/forms/contact';
import { CONTACT_RESULT_MESSAGES as R } from '@cloud-consulting/domain/text';
import type { FakeRoutes } from '../support/shell';
import { field, fireEvent, posts, renderForm, screen, type, verifyHuman, waitFor } from './support';

function setup(routes: FakeRoutes = {}, feedback: 'modal' | 'alert' | 'toast' = 'modal') {
  return renderForm(
    <InquiryForm
      name="Get in Touch"
      source="ContactUs Page"
      inquiryTypes={CONTACT_INQUIRY_TYPES}
      feedback={feedback}
    />,
    routes,
  );
}

function fillValid() {
  type('Full Name', 'Ana Lima');
  type('Role', 'CTO');
  type('Company Name', 'Contoso');
  type('Email', 'ana@contoso.com');
  type('City', 'Lisbon');
  type('State/Province', 'Lisboa');
  type('Country', 'Portugal');
  fireEvent.change(field('Industry'), { target: { value: 'Technology' } });
  fireEvent.change(field('Inquiry Type'), {
    target: { value: 'Azure Consulting Services' },
  });
  type('Message', 'We would like to plan a migration.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('inquiry form (contact)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("stops typing at each text field's cap, the one the server refuses past", () => {
    setup();
    for (const [label, cap] of [
      ['Full Name', FIELD_MAX_LENGTH],
      ['Role', FIELD_MAX_LENGTH],
      ['Company Name', COMPANY_MAX_LENGTH],
      ['Company Website', URL_MAX_LENGTH],
      ['Email', EMAIL_MAX_LENGTH],
      ['City', FIELD_MAX_LENGTH],
      ['Message', LONG_TEXT_MAX_LENGTH],
    ] as const) {
      expect(field(label)).toHaveAttribute('maxlength', String(cap));
    }
  });

  it('shows every field message for empty and malformed fields, tied to the field, and focuses the first', async () => {
    setup();
    type('Company Website', 'not a url');
    type('Zip/Postal Code', '!');
    submit();
    const name = field('Full Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(M.nameMin));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const [label, message] of [
      ['Role', M.roleRequired],
      ['Company Name', M.companyRequired],
      ['Company Website', M.url],
      ['Email', M.email],
      ['City', M.cityRequired],
      ['State/Province', M.stateRequired],
      ['Country', M.country],
      ['Zip/Postal Code', M.zip],
      ['Industry', M.industry],
      ['Inquiry Type', M.inquiryTitle],
      ['Message', M.messageMin],
    ]) {
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    type('Full Name', 'Ana 2');
    type('Role', 'CTO <script>');
    type('City', 'L1sbon');
    type('State/Province', 'Lisb0a');
    type('Message', `${'word '.repeat(501)}`);
    submit();
    await waitFor(() => expect(field('Full Name')).toHaveAccessibleDescription(M.nameFormat));
    expect(field('Role')).toHaveAccessibleDescription(M.roleFormat);
    expect(field('City')).toHaveAccessibleDescription(M.cityFormat);
    expect(field('State/Province')).toHaveAccessibleDescription(M.stateFormat);
    expect(field('Message')).toHaveAccessibleDescription(M.messageWords);
  });

  it('marks every field required except the company URL and zip code', () => {
    setup();
    expect(field('Company Website')).not.toHaveAttribute('aria-required');
    expect(field('Zip/Postal Code')).not.toHaveAttribute('aria-required');
    for (const label of [
      'Full Name',
      'Role',
      'Company Name',
      'Email',
      'City',
      'Industry',
      'Message',
    ]) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('refuses to send without the human check', async () => {
    const { calls } = setup();
    fillValid();
    submit();
    expect(await screen.findByText(M.captcha)).toBeInTheDocument();
    expect(posts(calls, '/api/customer_requests')).toHaveLength(0);
  });

  it('sends once on a double click, with the payload, honeypot, human check and an Idempotency-Key, then resets and shows the modal', async () => {
    const { calls } = setup({
      'POST /api/customer_requests': { status: 201, body: { success: true, data: {} } },
    });
    fillValid();
    await verifyHuman();
    submit();
    submit();
    await screen.findByText(R.modalSuccess);
    expect(screen.getByText(R.modalSuccessPromise)).toBeInTheDocument();
    const sent = posts(calls, '/api/customer_requests');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['Idempotency-Key']).toMatch(/.{16,}/);
    expect(sent[0]).toMatchObject({
      body: {
        name: 'Ana Lima',
        companyUrl: '',
        zipCode: '',
        source: 'ContactUs Page',
        website: '',
        humanCheck: { challenge: 'signed-token', answer: '5' },
      },
    });
    expect(field('Full Name')).toHaveValue('');
  });

  it("shows 'Sending...' and disables the button while the request is on its way", async () => {
    setup({ 'POST /api/customer_requests': { hang: true } });
    fillValid();
    await verifyHuman();
    submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
  });

  it('keeps what was typed and lists the missing fields the server names', async () => {
    setup({
      'POST /api/customer_requests': {
        status: 400,
        body: { success: false, error: 'x', required: ['name', 'inquiryTitle'] },
      },
    });
    fillValid();
    await verifyHuman();
    submit();
    await screen.findByRole('dialog', { name: R.modalFailureTitle });
    expect(
      screen.getByText('Please fill in the following required fields: Full Name, Inquiry Type'),
    ).toBeInTheDocument();
    expect(screen.getByText(R.modalFailure)).toBeInTheDocument();
    expect(screen.getByText(R.modalFailureHint)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Ana Lima');
  });

  it('gives focus back to the submit button when the result modal closes with Escape', async () => {
    let dropped = false;
    setup({
      'POST /api/customer_requests': () => {
        // A browser drops focus from the button disabled while it sends; jsdom does not.
        const focused = document.activeElement as HTMLElement;
        if (focused.getAttribute('type') === 'submit') {
          focused.blur();
          dropped = true;
        }
        return { status: 201, body: { success: true, data: {} } };
      },
    });
    fillValid();
    await verifyHuman();
    const button = screen.getByRole('button', { name: 'Send Message' });
    button.focus();
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(dropped).toBe(true);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the feedback modal after 5 s', async () => {
    setup({ 'POST /api/customer_requests': { networkError: true } });
    fillValid();
    await verifyHuman();
    submit();
    await screen.findByText(R.failedDefault);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 6000,
    });
  }, 10000);

  it('shows the toast texts in toast mode and the alert texts in alert mode', async () => {
    const first = setup(
      { 'POST /api/customer_requests': { status: 500, body: { error: 'Down' } } },
      'toast',
    );
    fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(R.toastFailure)).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();
    setup({ 'POST /api/customer_requests': { status: 201, body: { success: true } } }, 'alert');
    fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(R.alertSuccess)).toBeInTheDocument();
    await act(async () => undefined);
  });
});

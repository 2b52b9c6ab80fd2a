import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { FeedbackWidget } from '../../../src/components/feedback/feedback-widget';
import { FORM_MIN_FILL_MS } from '@cloud-consulting/domain/constants';
import { fakeClient, renderWithClient, setBuildData, type FakeRoutes } from '../support/shell';

/** The server's signed question, as GET /api/human-check answers it. */
const CHALLENGE = {
  challenge: 'signed.challenge',
  question: '1 + 1',
  expiresAt: '2999-01-01T00:00:00Z',
};

async function setup(routes: FakeRoutes) {
  const result = fakeClient({ 'GET /api/human-check': { body: CHALLENGE }, ...routes });
  renderWithClient(<FeedbackWidget />, result.client);
  // Focus first, as a keyboard user (or a real click) would.
  const opener = screen.getByRole('button', { name: 'FEEDBACK' });
  opener.focus();
  fireEvent.click(opener);
  // The dialog's code loads on the first click.
  await screen.findByRole('dialog', { name: 'Share Your Feedback' });
  return result;
}

function fill(type = 'service_feedback') {
  fireEvent.change(screen.getByLabelText('Feedback type *'), { target: { value: type } });
  fireEvent.change(screen.getByLabelText('Subject *'), { target: { value: 'Great workshop' } });
  fireEvent.change(screen.getByLabelText('Message *'), { target: { value: 'Very useful labs.' } });
  fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example.com' } });
}

async function verify(answer = '2') {
  fireEvent.change(await screen.findByLabelText(/Verification: what is 1 \+ 1/), {
    target: { value: answer },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

/** Lets the minimum fill time pass, as a person typing would. */
const passFillTime = () => act(() => jest.advanceTimersByTime(FORM_MIN_FILL_MS));

const submitButton = () => screen.getByRole('button', { name: /Submit Feedback|Submitting/ });

describe('feedback widget', () => {
  beforeEach(() => {
    setBuildData();
    // Fake clock: the server accepts a form only 2 s after its question was issued.
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("opens 'Share Your Feedback' with focus inside, and Escape closes it returning focus", async () => {
    await setup({});
    const dialog = screen.getByRole('dialog', { name: 'Share Your Feedback' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FEEDBACK' })).toHaveFocus();
  });

  it('shows sections by type: category and rating, delivery mode, or neither', async () => {
    await setup({});
    const type = screen.getByLabelText('Feedback type *');
    fireEvent.change(type, { target: { value: 'service_feedback' } });
    expect(screen.getByLabelText('Category')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery mode')).not.toBeInTheDocument();
    fireEvent.change(type, { target: { value: 'workshop' } });
    expect(screen.getByLabelText('Delivery mode')).toBeInTheDocument();
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Rating' })).not.toBeInTheDocument();
    fireEvent.change(type, { target: { value: 'new_service' } });
    expect(screen.getByLabelText('Category')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Rating' })).not.toBeInTheDocument();
  });

  it('keeps submit disabled with the two helper texts until fields and the check are done', async () => {
    await setup({});
    expect(submitButton()).toBeDisabled();
    expect(
      screen.getByText('Please fill in all required fields and complete CAPTCHA verification'),
    ).toBeInTheDocument();
    fill();
    expect(submitButton()).toBeDisabled();
    expect(
      screen.getByText('Please complete the CAPTCHA verification to submit your feedback'),
    ).toBeInTheDocument();
    await verify();
    expect(screen.getByText('✓ Math verification successful')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("a wrong answer clears the field with 'Incorrect answer. Please try again.'", async () => {
    await setup({});
    await verify('5');
    expect(screen.getByText('Incorrect answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification/)).toHaveValue('');
  });

  it("posts the values, shows 'Submitting...', then 'Thank You!' for 3 s, then closes and clears", async () => {
    const { calls } = await setup({
      'POST /api/feedback': { status: 201, body: { success: true, message: 'ok' } },
    });
    fill();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Cloud Migration' } });
    await verify();
    passFillTime();
    fireEvent.click(submitButton());
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'service_feedback',
      category: 'Cloud Migration',
      subject: 'Great workshop',
      message: 'Very useful labs.',
      email: 'ana@example.com',
      rating: 4,
      deliveryMode: '',
      humanCheck: { challenge: 'signed.challenge', answer: '2' },
      website: '',
    });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Thank You!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'FEEDBACK' }));
    expect(screen.getByLabelText('Subject *')).toHaveValue('');
  });

  it("an invalid email alerts 'Invalid email format.' without posting", async () => {
    const { calls } = await setup({});
    fill();
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example' } });
    await verify();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'a non-OK answer with a message',
      { status: 400, body: { message: 'Subject too long' } },
      'Error: Subject too long',
    ],
    ['a non-OK answer without a message', { status: 500 }, 'Failed to submit feedback'],
    [
      'success false',
      { status: 200, body: { success: false, message: 'Try later' } },
      'Error: Try later',
    ],
    [
      'a network failure',
      { networkError: true },
      'Sorry, there was an error submitting your feedback. Please try again or contact us directly.',
    ],
  ])(
    'on %s the dialog stays open with the alert and keeps the text',
    async (_name, answer, text) => {
      await setup({ 'POST /api/feedback': answer });
      fill('new_product');
      await verify();
      passFillTime();
      fireEvent.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByLabelText('Subject *')).toHaveValue('Great workshop');
    },
  );
});

import '@testing-library/jest-dom';
import { TrainingRequestForm } from '../../../src/components/lead-forms/training-request-form';
import { TRAINING_DATE_HINT } from '@cloud-consulting/domain/dates';
import { TRAINING_MESSAGES as M } from '@cloud-consulting/domain/forms/training-request';
import { STORAGE_KEYS } from '@cloud-consulting/domain/storage-keys';
import type { FakeRoutes } from '../support/shell';
import { field, fireEvent, posts, renderForm, screen, type, verifyHuman, waitFor } from './support';

const LOOKUPS = {
  trainingTypes: [{ Id: 1, Name: 'Live Online' }],
  trainingDurations: [{ Id: 2, Name: '2 Days' }],
  trainingTopics: [{ Id: 3, Name: 'Azure DevOps Services' }],
};

function setup(routes: FakeRoutes = {}) {
  localStorage.clear();
  return renderForm(<TrainingRequestForm />, {
    'GET /api/corporate-training/lookup-data': { body: LOOKUPS },
    ...routes,
  });
}

async function fillValid() {
  await screen.findByRole('option', { name: 'Live Online' });
  type('Full Name', 'Tom Berg');
  type('Email', 'tom@fabrikam.com');
  type('Company', 'Fabrikam');
  type('Role', 'Head of Engineering');
  type('City', 'Oslo');
  type('State', 'Oslo');
  type('Country', 'Norway');
  fireEvent.change(field('Session Type'), { target: { value: 'Live Online' } });
  fireEvent.change(field('Training Duration'), { target: { value: '2 Days' } });
  fireEvent.change(field('Training Topic'), { target: { value: 'Azure DevOps Services' } });
  type('Training Details', 'Two days of Azure DevOps for twelve engineers.');
  const enabled = document.querySelectorAll<HTMLButtonElement>(
    'td[data-day]:not([data-disabled]):not([data-outside]) button',
  );
  fireEvent.click(enabled[0]);
}

const submitButton = () => screen.getByRole('button', { name: /Submit Request|Submitting/ });

describe('training request form', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Loading...' in the lookup selects while they load, then the lookup names", async () => {
    setup({ 'GET /api/corporate-training/lookup-data': { hang: true } });
    expect(field('Session Type')).toHaveDisplayValue('Loading...');
    expect(field('Training Topic')).toHaveDisplayValue('Loading...');
  });

  it("shows the build's lists at once, without 'Loading...', then the provider's", async () => {
    const built = {
      trainingTypes: [{ Id: 1, Name: 'Built Workshop' }],
      trainingDurations: [{ Id: 2, Name: 'Built Day' }],
      trainingTopics: [{ Id: 3, Name: 'Built Topic' }],
    };
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    localStorage.clear();
    renderForm(<TrainingRequestForm builtLookups={built} />, {
      'GET /api/corporate-training/lookup-data': { body: LOOKUPS, until: arrived },
    });
    expect(field('Session Type')).toHaveDisplayValue('Select a session type');
    expect(screen.getByRole('option', { name: 'Built Workshop' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Built Topic' })).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Built Workshop' })).toBeNull(),
    );
    expect(
      screen.getByRole('option', { name: LOOKUPS.trainingTypes[0]!.Name }),
    ).toBeInTheDocument();
  });

  it("keeps the build's lists when the provider cannot answer", async () => {
    const built = {
      trainingTypes: [{ Id: 1, Name: 'Built Workshop' }],
      trainingDurations: [],
      trainingTopics: [],
    };
    localStorage.clear();
    renderForm(<TrainingRequestForm builtLookups={built} />, {
      'GET /api/corporate-training/lookup-data': { status: 500 },
    });
    await waitFor(() =>
      expect(field('Training Topic')).toHaveDisplayValue('Select a training topic'),
    );
    expect(screen.getByRole('option', { name: 'Built Workshop' })).toBeInTheDocument();
  });

  it('keeps the dropdowns empty when the lookups fail', async () => {
    setup({ 'GET /api/corporate-training/lookup-data': { status: 500 } });
    await waitFor(() => expect(field('Session Type')).toHaveDisplayValue('Select a session type'));
    expect(field('Session Type').querySelectorAll('option')).toHaveLength(1);
  });

  it('disables weekends, holidays and days sooner than 14 days, and shows the note', async () => {
    setup();
    expect(screen.getByText(new RegExp(TRAINING_DATE_HINT))).toBeInTheDocument();
    const days = Array.from(document.querySelectorAll<HTMLElement>('td[data-day]'));
    for (const cell of days) {
      const day = cell.dataset.day!;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) expect(cell).toHaveAttribute('data-disabled', 'true');
    }
  });

  it('stays disabled until the human check passes and a date is chosen', async () => {
    setup();
    await fillValid();
    expect(submitButton()).toBeDisabled();
    await verifyHuman();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('says beside the disabled Submit what it waits for, tied to the button', async () => {
    setup();
    await screen.findByRole('option', { name: 'Live Online' });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'To send your request, pick a preferred date and answer the verification question.',
    );
    await fillValid();
    expect(submitButton()).toHaveAccessibleDescription(
      'To send your request, answer the verification question.',
    );
    await verifyHuman();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('submit-reason')).not.toBeInTheDocument();
  });

  it('shows the message of each field in error', async () => {
    setup();
    await fillValid();
    await verifyHuman();
    type('Full Name', 'T0m');
    type('Company Website', 'nope');
    type('Phone', 'abc');
    type('City', 'Os1o');
    type('State', '9');
    type('Country', '#');
    type('Zip/Postal Code', '!');
    type('Role', '<b>');
    fireEvent.change(field('Session Type'), { target: { value: '' } });
    fireEvent.change(field('Training Topic'), { target: { value: '' } });
    fireEvent.change(field('Training Duration'), { target: { value: '' } });
    type('Training Details', 'word '.repeat(501));
    fireEvent.click(submitButton());
    await waitFor(() => expect(field('Full Name')).toHaveAccessibleDescription(M.fullName));
    expect(field('Full Name')).toHaveFocus();
    for (const [label, message] of [
      ['Company Website', M.companyUrl],
      ['Phone', M.phone],
      ['City', M.city],
      ['State', M.state],
      ['Country', M.country],
      ['Zip/Postal Code', M.zipCode],
      ['Role', M.role],
      ['Session Type', M.sessionType],
      ['Training Topic', M.trainingTopic],
      ['Training Duration', M.trainingDuration],
      ['Training Details', M.detailsWords],
    ]) {
      expect(field(label)).toHaveAccessibleDescription(message);
    }
  });

  it('thanks the visitor and clears the form after a stored request, sent once with its key', async () => {
    const { calls } = setup({
      'POST /api/corporate-training/submit': { status: 201, body: { success: true } },
    });
    await fillValid();
    await verifyHuman();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(dialog).toHaveTextContent(M.thankYou);
    expect(dialog).toHaveTextContent(M.thankYouDetail);
    const sent = posts(calls, '/api/corporate-training/submit');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['Idempotency-Key']).toBeTruthy();
    expect(sent[0].body).toMatchObject({
      fullName: 'Tom Berg',
      sessionType: 'Live Online',
      trainingTopic: 'Azure DevOps Services',
      trainingDuration: '2 Days',
      preferredDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
      submittedAt: expect.any(String),
      humanCheck: { challenge: 'signed-token', answer: '5' },
      website: '',
    });
    expect(field('Full Name')).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.leadOutbox)!)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus comes back to the cleared form, not to the top of the page.
    expect(screen.getByRole('form', { name: 'Corporate Training Request' })).toHaveFocus();
  });

  it('thanks the visitor when the server cannot be reached, and keeps the request in the outbox with its key', async () => {
    const { calls } = setup({ 'POST /api/corporate-training/submit': { networkError: true } });
    await fillValid();
    await verifyHuman();
    fireEvent.click(submitButton());
    await screen.findByRole('dialog', { name: 'Thank You!' });
    const [entry] = JSON.parse(localStorage.getItem(STORAGE_KEYS.leadOutbox)!);
    const sent = posts(calls, '/api/corporate-training/submit');
    // The test clock runs fast, so the background retry may already have tried again: every
    // attempt carries the same key and body.
    expect(entry.attempts).toBeGreaterThanOrEqual(1);
    for (const attempt of sent) {
      expect(attempt.headers['Idempotency-Key']).toBe(entry.key);
      expect(attempt.body).toEqual(entry.body);
    }
  });
});

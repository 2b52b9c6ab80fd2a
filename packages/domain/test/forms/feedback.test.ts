import {
  FEEDBACK_MESSAGES as M,
  feedbackFailureAlert,
  feedbackSchema,
  feedbackSections,
  feedbackSubmitState,
} from '@cloud-consulting/domain/forms/feedback';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { words } from '../fixtures';

const feedback = (overrides: Record<string, unknown> = {}) => ({
  type: 'service_feedback',
  category: 'Azure Consulting',
  subject: 'Great workshop',
  message: 'The trainer was excellent.',
  email: 'mary@contoso.com',
  rating: 5,
  deliveryMode: '',
  ...overrides,
});

describe('feedback schema', () => {
  it('accepts a submission and defaults the rating to 0 (not rated)', () => {
    const input: Record<string, unknown> = feedback();
    delete input.rating;
    const { value, errors } = validateForm(feedbackSchema, input);
    expect(errors).toBeNull();
    expect(value?.rating).toBe(0);
  });

  it.each([
    ['subject', '', M.required],
    ['subject', '   ', M.required],
    ['message', undefined, M.required],
    ['email', '', M.required],
    ['email', 'mary@contoso', M.email],
    ['message', words(501), M.messageWords],
    ['type', 'complaint', M.type],
    ['category', 'Plumbing', M.category],
    ['rating', 6, M.rating],
    ['rating', -1, M.rating],
    ['rating', 2.5, M.rating],
    ['deliveryMode', 'online', M.deliveryMode],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(validateForm(feedbackSchema, feedback({ [field]: value })).errors?.[field]).toBe(
      message,
    );
  });

  it.each(['live', 'classroom', 'hybrid'])('accepts delivery mode %s', (deliveryMode) => {
    expect(
      validateForm(feedbackSchema, feedback({ type: 'workshop', deliveryMode })).errors,
    ).toBeNull();
  });
});

describe('feedback sections by type', () => {
  it.each([
    ['service_feedback', { category: true, deliveryMode: false, rating: true }],
    ['new_service', { category: true, deliveryMode: false, rating: false }],
    ['product_feedback', { category: false, deliveryMode: false, rating: true }],
    ['new_product', { category: false, deliveryMode: false, rating: false }],
    ['workshop', { category: false, deliveryMode: true, rating: false }],
    ['', { category: false, deliveryMode: false, rating: false }],
  ] as const)('%s shows %j', (type, expected) => {
    expect(feedbackSections(type)).toEqual(expected);
  });
});

describe('feedback submit state', () => {
  const filled = { type: 'workshop', subject: 's', message: 'm', email: 'e@x.io' };

  it('enables submit when fields and the check are present', () => {
    expect(feedbackSubmitState({ ...filled, humanVerified: true })).toEqual({
      canSubmit: true,
      helperText: null,
    });
  });

  it('asks only for the check when the fields are filled', () => {
    expect(feedbackSubmitState({ ...filled, humanVerified: false })).toEqual({
      canSubmit: false,
      helperText: 'Please complete the CAPTCHA verification to submit your feedback',
    });
  });

  it('asks for everything when a field is missing', () => {
    expect(feedbackSubmitState({ ...filled, subject: ' ', humanVerified: true })).toEqual({
      canSubmit: false,
      helperText: 'Please fill in all required fields and complete CAPTCHA verification',
    });
  });

  it.each([
    ['Rate limited', 'Error: Rate limited'],
    ['', 'Failed to submit feedback'],
    [undefined, 'Failed to submit feedback'],
  ])('alerts %p as %p', (serverMessage, alert) => {
    expect(feedbackFailureAlert(serverMessage)).toBe(alert);
  });
});

describe('validateFeedback', () => {
  it('returns the cleaned value of a valid submission', async () => {
    const { validateFeedback } = await import('@cloud-consulting/domain/forms/feedback');
    const result = validateFeedback({
      type: 'new_product',
      subject: 'Idea',
      message: 'A tool for cost reports.',
      email: 'ana@example.com',
      extra: 'dropped',
    });
    expect(result.errors).toBeNull();
    expect(result.value).toMatchObject({ type: 'new_product', subject: 'Idea' });
    expect(result.value).not.toHaveProperty('extra');
  });

  it("names the field and the spec's message of an invalid one", async () => {
    const { validateFeedback } = await import('@cloud-consulting/domain/forms/feedback');
    const result = validateFeedback({
      type: 'new_product',
      subject: 'Idea',
      message: 'x',
      email: 'nope',
    });
    expect(result.errors).toEqual({ email: 'Invalid email format.' });
  });
});

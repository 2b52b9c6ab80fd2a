import {
  createTrainingRequestSchema,
  trainingSubmitReason,
  TRAINING_MESSAGES as M,
} from '@cloud-consulting/domain/forms/training-request';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { TRAINING_DATE_MESSAGES as D } from '@cloud-consulting/domain/dates';
import { buildTraining, TODAY, words } from '../fixtures';

const schema = createTrainingRequestSchema(TODAY);
const errorsFor = (overrides: Record<string, unknown>) =>
  validateForm(schema, buildTraining(overrides)).errors;

describe('training request schema', () => {
  it('accepts a complete request', () => {
    expect(validateForm(schema, buildTraining()).errors).toBeNull();
  });

  it('accepts a phone in the common notations and keeps it in E.164', () => {
    const { value, errors } = validateForm(schema, buildTraining({ phone: '+1 (206) 555-0147' }));
    expect(errors).toBeNull();
    expect(value?.phone).toBe('+12065550147');
  });

  it.each([
    ['fullName', 'M', M.fullName],
    ['fullName', 'Mary 2', M.fullName],
    ['email', 'mary@', M.email],
    ['company', '', M.company],
    ['companyUrl', 'http://nope', M.companyUrl],
    ['phone', '12', M.phone],
    ['role', '', M.role],
    ['city', 'C1ty', M.city],
    ['state', '', M.state],
    ['country', 'U', M.country],
    ['zipCode', '1', M.zipCode],
    ['sessionType', '', M.sessionType],
    ['trainingTopic', undefined, M.trainingTopic],
    ['trainingDuration', '', M.trainingDuration],
    ['details', 'short', M.detailsLength],
    ['details', words(501), M.detailsWords],
    ['preferredDate', '', D.required],
    ['preferredDate', '2026-12-01', D.tooSoon],
    ['preferredDate', '2026-12-12', D.weekend],
    ['preferredDate', '2026-12-25T00:00:00.000Z', D.holiday],
    ['preferredDate', 'next tuesday', D.invalid],
    ['submittedAt', 'yesterday', 'submittedAt must be an ISO date and time.'],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(errorsFor({ [field]: value })?.[field]).toBe(message);
  });

  it('checks the lead time against the today it was built with', () => {
    const later = createTrainingRequestSchema('2026-11-30');
    expect(validateForm(later, buildTraining()).errors).toEqual({ preferredDate: D.tooSoon });
  });

  it('keeps the thank-you texts of the spec', () => {
    expect(M.thankYou).toBe('Your corporate training request has been submitted successfully.');
  });
});

describe('trainingSubmitReason', () => {
  it.each([
    [
      false,
      false,
      'To send your request, pick a preferred date and answer the verification question.',
    ],
    [true, false, 'To send your request, answer the verification question.'],
    [false, true, 'To send your request, pick a preferred date.'],
    [true, true, null],
  ])('date chosen %s, check passed %s: %s', (date, verified, reason) => {
    expect(trainingSubmitReason(date, verified)).toBe(reason);
  });
});

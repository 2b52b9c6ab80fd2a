import Joi from 'joi';
import {
  formatMessage,
  GENERIC_FORM_MESSAGES,
  genericField,
  minLengthMessage,
  requiredMessage,
} from '@cloud-consulting/domain/forms/generic';
import { maxWords, validateForm } from '@cloud-consulting/domain/forms/shared';
import { words } from '../fixtures';

describe('generic form messages', () => {
  it('words the messages as the spec does', () => {
    expect(requiredMessage('Email')).toBe('Email is required');
    expect(formatMessage('Phone')).toBe('Phone format is invalid');
    expect(minLengthMessage('Name', 2)).toBe('Name must be at least 2 characters');
    expect(GENERIC_FORM_MESSAGES).toEqual({
      textareaWordLimit: 'One or more textarea fields exceed the 500 word limit',
      submitFailed: 'Failed to submit form',
      networkError: 'Network error occurred',
      noSubmissionMethod: 'No submission method provided',
    });
  });

  const schema = Joi.object({
    title: genericField({ label: 'Title', required: true, min: 3, trim: true }),
    notes: genericField({ label: 'Notes', words: 500 }),
    code: genericField({ label: 'Code', pattern: /^[A-Z]+$/ }),
  });

  it.each([
    [{}, { title: 'Title is required' }],
    [{ title: '  ab ' }, { title: 'Title must be at least 3 characters' }],
    [
      { title: 'abc', notes: words(501) },
      { notes: 'One or more textarea fields exceed the 500 word limit' },
    ],
    [{ title: 'abc', code: 'abc' }, { code: 'Code format is invalid' }],
  ])('%j gives %j', (input, errors) => {
    expect(validateForm(schema, input).errors).toEqual(errors);
  });

  it('accepts optional fields left empty or null', () => {
    expect(validateForm(schema, { title: 'abc', notes: '', code: null }).errors).toBeNull();
  });
});

describe('maxWords rule', () => {
  it('uses the word-limit message with the counts by default', () => {
    const schema = Joi.object({ text: maxWords(Joi.string(), 3) });
    expect(validateForm(schema, { text: 'a b c d' }).errors).toEqual({
      text: 'Maximum 3 words allowed. Current: 4.',
    });
    expect(validateForm(schema, { text: 'a b c' }).errors).toBeNull();
  });

  it('reports a whole-object error under "_"', () => {
    expect(validateForm(Joi.object({}), 'nope').errors).toEqual({
      _: '"value" must be of type object',
    });
  });
});

import { formErrors, refusalInWords } from '../src/api/field-refusals';

describe('refusalInWords', () => {
  it.each([
    ['must NOT have more than 100000 characters', 'At most 100,000 characters'],
    ['must NOT have fewer than 1 characters', 'Required'],
    ['must NOT have fewer than 12 characters', 'At least 12 characters'],
    ['must match format "uri"', 'Enter a full address, starting with https://'],
    ['must match format "date-time"', 'Enter a date and a time'],
    ['is required', 'Required'],
    ['must be equal to one of the allowed values', 'Choose one of the offered values'],
    ['must be integer', 'Enter a number'],
    ['must match pattern "^[a-z]+$"', 'This value is not accepted'],
    ['This slug is taken', 'This slug is taken'],
  ])('%s reads "%s"', (message, words) => {
    expect(refusalInWords(message)).toBe(words);
  });
});

describe('formErrors', () => {
  it("names each field's first refusal in words, as react-admin's form takes them", () => {
    expect(
      formErrors({
        message: 'Invalid content, title',
        errors: [
          { field: 'content', message: 'must NOT have more than 100000 characters' },
          { field: 'title', message: 'is required' },
          { field: 'title', message: 'must NOT have fewer than 1 characters' },
        ],
      }),
    ).toEqual({ content: 'At most 100,000 characters', title: 'Required' });
  });

  it('gives nothing when no field is named, or the body as a whole is refused', () => {
    expect(formErrors({ message: 'No', errors: [] })).toBeNull();
    expect(formErrors({ message: 'Invalid body', errors: [{ field: 'body', message: 'x' }] })).toBe(
      null,
    );
    expect(formErrors('text')).toBeNull();
    expect(formErrors(null)).toBeNull();
  });
});

import { FIRST_NAME_MESSAGES, firstNameProblem, greeting, greetingName } from '../src/first-name';
import { newsletterBandSchema } from '../src/forms/newsletter-band';
import { subscribeWidgetSchema } from '../src/forms/subscribe-widget';

const HOSTILE = 'Bob,\n\nYour account will be closed. Keep it at http://evil.example/login';

describe('first names', () => {
  it.each([
    'Ada',
    'Mary Ann',
    'Jean-Luc',
    "O'Brien",
    'D’Angelo',
    'Zoë',
    'José',
    'Łukasz',
    'Алёна',
    '美咲',
    'محمد',
    'अनुष्का',
    'Niamh',
  ])('accepts %p', (name) => {
    expect(firstNameProblem(name)).toBeNull();
    expect(greetingName(name)).toBe(name);
  });

  it.each([
    HOSTILE,
    'Bob, http://evil.example',
    'Ada\nBob',
    'Ada2',
    '<b>Ada</b>',
    'Ada.',
    '-Ada',
    "'",
    'Ada  Lovelace@x',
  ])('refuses %p', (name) => {
    expect(firstNameProblem(name)).toBe(FIRST_NAME_MESSAGES.invalid);
    expect(greetingName(name)).toBeNull();
  });

  it('refuses more than 50 characters, and takes exactly 50', () => {
    expect(firstNameProblem('a'.repeat(50))).toBeNull();
    expect(firstNameProblem('a'.repeat(51))).toBe(FIRST_NAME_MESSAGES.tooLong);
  });

  it('greets by name only when sure, else neutrally', () => {
    expect(greeting('Ada')).toBe('Hello Ada,');
    expect(greeting(' Ada ')).toBe('Hello Ada,');
    expect(greeting(null)).toBe('Hello,');
    expect(greeting('')).toBe('Hello,');
    expect(greeting(HOSTILE)).toBe('Hello,');
  });

  it.each([
    ['band', newsletterBandSchema],
    ['widget', subscribeWidgetSchema],
  ])(
    'the %s form refuses a hostile name with the rule’s message, keeps a good one',
    (_, schema) => {
      const bad = schema.validate({ email: 'a@example.com', firstName: HOSTILE });
      expect(bad.error?.details[0]?.message).toBe(FIRST_NAME_MESSAGES.invalid);
      const long = schema.validate({ email: 'a@example.com', firstName: 'a'.repeat(51) });
      expect(long.error?.details[0]?.message).toBe(FIRST_NAME_MESSAGES.tooLong);
      const good = schema.validate({ email: 'a@example.com', firstName: ' Zoë ' });
      expect(good.error).toBeUndefined();
      expect(good.value.firstName).toBe('Zoë');
      expect(schema.validate({ email: 'a@example.com', firstName: '' }).error).toBeUndefined();
    },
  );
});

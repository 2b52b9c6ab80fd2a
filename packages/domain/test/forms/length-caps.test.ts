import Joi from 'joi';
import {
  COMMENT_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@cloud-consulting/domain/constants';
import { COMMENT_TOO_LONG, commentSchema } from '@cloud-consulting/domain/forms/comment';
import { contactFormSchema } from '@cloud-consulting/domain/forms/contact';
import { demoCustomerSchema } from '@cloud-consulting/domain/forms/demo-customer';
import { createDemoRequestSchema } from '@cloud-consulting/domain/forms/demo-request';
import { feedbackSchema } from '@cloud-consulting/domain/forms/feedback';
import { newsletterBandSchema } from '@cloud-consulting/domain/forms/newsletter-band';
import { productInquirySchema } from '@cloud-consulting/domain/forms/product-inquiry';
import { maxLengthOf, validateForm } from '@cloud-consulting/domain/forms/shared';
import { subscribeWidgetSchema } from '@cloud-consulting/domain/forms/subscribe-widget';
import { createTrainingRequestSchema } from '@cloud-consulting/domain/forms/training-request';
import { TODAY } from '../fixtures';

const schemas: Array<[string, Joi.ObjectSchema]> = [
  ['comment', commentSchema],
  ['contact', contactFormSchema],
  ['demo customer', demoCustomerSchema],
  ['demo request', createDemoRequestSchema(TODAY)],
  ['feedback', feedbackSchema],
  ['newsletter band', newsletterBandSchema],
  ['product inquiry', productInquirySchema],
  ['subscribe widget', subscribeWidgetSchema],
  ['training request', createTrainingRequestSchema(TODAY)],
];

const fieldsOf = (schema: Joi.ObjectSchema): string[] =>
  Object.keys((schema.describe() as { keys: Record<string, unknown> }).keys);

// One 62 KB word: what a script stored in fields that had no cap.
const HUGE = 'a'.repeat(62 * 1024);

describe('every text field has a character cap', () => {
  const cases = schemas.flatMap(([name, schema]) =>
    fieldsOf(schema).flatMap((field) =>
      // With and without a userId: the comment's name rule depends on it.
      [{}, { userId: 'u1' }].map((base) => [name, field, schema, base] as const),
    ),
  );

  it.each(cases)('%s refuses 62 KB in %s', (_name, field, schema, base) => {
    const { errors } = validateForm(schema, { ...base, [field]: HUGE });
    expect(errors?.[field]).toEqual(expect.any(String));
  });
});

describe('comment length', () => {
  it(`accepts ${COMMENT_MAX_LENGTH} characters and refuses one more with its message`, () => {
    // 500 words of ten characters with their spaces: at both the word and the character cap.
    const atCap = `${'abcdefghi '.repeat(499)}abcdefghij`;
    expect(atCap).toHaveLength(COMMENT_MAX_LENGTH);
    expect(validateForm(commentSchema, { content: atCap, userId: 'u' }).errors).toBeNull();
    const over = validateForm(commentSchema, {
      content: `${'x'.repeat(COMMENT_MAX_LENGTH)}y`,
      userId: 'u',
    });
    expect(over.errors?.content).toBe(COMMENT_TOO_LONG);
  });
});

describe('maxLengthOf, the cap a form puts on its input', () => {
  const stringFields = schemas.flatMap(([name, schema]) =>
    fieldsOf(schema)
      .filter((field) => maxLengthOf(schema, field) !== undefined)
      .map((field) => [name, field, schema] as const),
  );

  // Choices (a fixed list) and patterns that bound their own length have no max rule; the test
  // above refuses 62 KB in them too.
  it('finds a cap on most fields of the forms', () => {
    expect(stringFields.length).toBeGreaterThan(40);
  });

  it.each(stringFields)(
    '%s %s: its cap is where the schema starts refusing',
    (_n, field, schema) => {
      const cap = maxLengthOf(schema, field);
      const base = { userId: 'u1' };
      const over = validateForm(schema, { ...base, [field]: 'a'.repeat(cap! + 1) });
      expect(over.errors?.[field]).toEqual(expect.any(String));
    },
  );

  it('gives the shared caps of the contact and comment fields', () => {
    expect(maxLengthOf(contactFormSchema, 'name')).toBe(FIELD_MAX_LENGTH);
    expect(maxLengthOf(contactFormSchema, 'email')).toBe(EMAIL_MAX_LENGTH);
    expect(maxLengthOf(contactFormSchema, 'companyName')).toBe(COMPANY_MAX_LENGTH);
    expect(maxLengthOf(contactFormSchema, 'companyUrl')).toBe(URL_MAX_LENGTH);
    expect(maxLengthOf(contactFormSchema, 'message')).toBe(LONG_TEXT_MAX_LENGTH);
    expect(maxLengthOf(commentSchema, 'content')).toBe(COMMENT_MAX_LENGTH);
  });

  it('gives nothing for a field the schema does not name, a number or a schema without keys', () => {
    expect(maxLengthOf(contactFormSchema, 'nope')).toBeUndefined();
    expect(maxLengthOf(Joi.object({ n: Joi.number().max(5) }), 'n')).toBeUndefined();
    expect(maxLengthOf(Joi.object({ s: Joi.string() }), 's')).toBeUndefined();
    expect(maxLengthOf(Joi.string().max(3), 'x')).toBeUndefined();
  });

  it('takes the larger cap of a field that depends on another', () => {
    expect(maxLengthOf(commentSchema, 'authorName')).toBe(FIELD_MAX_LENGTH);
    const either = Joi.object({
      a: Joi.any(),
      s: Joi.when('a', { is: 1, then: Joi.string().max(3), otherwise: Joi.string().max(8) }),
    });
    expect(maxLengthOf(either, 's')).toBe(8);
    const none = Joi.object({ a: Joi.any(), s: Joi.when('a', { is: 1, then: Joi.forbidden() }) });
    expect(maxLengthOf(none, 's')).toBeUndefined();
  });

  it('takes the smaller of a max and a length rule', () => {
    expect(maxLengthOf(Joi.object({ s: Joi.string().max(9).length(4) }), 's')).toBe(4);
  });
});

import type Joi from 'joi';
import { COMMENT_MAX_LENGTH } from '@cloud-consulting/domain/constants';
import { COMMENT_TOO_LONG, commentSchema } from '@cloud-consulting/domain/forms/comment';
import { contactFormSchema } from '@cloud-consulting/domain/forms/contact';
import { demoCustomerSchema } from '@cloud-consulting/domain/forms/demo-customer';
import { createDemoRequestSchema } from '@cloud-consulting/domain/forms/demo-request';
import { feedbackSchema } from '@cloud-consulting/domain/forms/feedback';
import { newsletterBandSchema } from '@cloud-consulting/domain/forms/newsletter-band';
import { productInquirySchema } from '@cloud-consulting/domain/forms/product-inquiry';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
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

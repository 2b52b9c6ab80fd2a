import { MAX_RECORD_ID } from '@cloud-consulting/domain/constants';
import { commentSchema } from '@cloud-consulting/domain/forms/comment';
import { createDemoRequestSchema } from '@cloud-consulting/domain/forms/demo-request';
import { productInquirySchema } from '@cloud-consulting/domain/forms/product-inquiry';

// Ids beyond PostgreSQL's integer range are bad input, not a database error.
describe('record ids are bounded', () => {
  const tooBig = MAX_RECORD_ID + 1;

  it('comment parentId', () => {
    const { error } = commentSchema.validate({
      content: 'hello there',
      parentId: tooBig,
      userId: 'u1',
    });
    expect(error?.details.some((d) => d.path[0] === 'parentId')).toBe(true);
  });

  it('demo productId and customerId', () => {
    const schema = createDemoRequestSchema('2026-01-01');
    const { error } = schema.validate(
      { productId: tooBig, customerId: tooBig },
      { abortEarly: false },
    );
    const paths = error?.details.map((d) => d.path[0]) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['productId', 'customerId']));
  });

  it('product inquiry interestedProductId', () => {
    const { error } = productInquirySchema.validate(
      { interestedProductId: tooBig },
      { abortEarly: false },
    );
    expect(error?.details.some((d) => d.path[0] === 'interestedProductId')).toBe(true);
  });
});

import { API_PATHS } from '@cloud-consulting/domain/api-paths';
import { LEAD_KINDS, LEAD_PATHS, isLeadKind } from '@cloud-consulting/domain/lead-kinds';

describe('lead kinds', () => {
  it('gives every kind its own public path', () => {
    const paths = LEAD_KINDS.map((kind) => LEAD_PATHS[kind]);
    expect(new Set(paths).size).toBe(LEAD_KINDS.length);
    expect(LEAD_PATHS.customer_request).toBe(API_PATHS.customerRequests);
    expect(LEAD_PATHS.training_request).toBe(API_PATHS.trainingSubmit);
  });

  it.each([
    ['product_demo', true],
    ['feedback', true],
    ['newsletter', false],
    [3, false],
    [null, false],
  ])('isLeadKind(%p) is %p', (value, expected) => {
    expect(isLeadKind(value)).toBe(expected);
  });
});

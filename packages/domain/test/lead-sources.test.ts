import { CONTACT_PAGE_SOURCE } from '@cloud-consulting/domain/forms/contact';
import { DEMO_CUSTOMER_SOURCE } from '@cloud-consulting/domain/forms/demo-customer';
import { LEAD_KINDS } from '@cloud-consulting/domain/lead-kinds';
import { LEAD_SOURCES, leadSource } from '@cloud-consulting/domain/lead-sources';

describe('lead sources', () => {
  it('names the form each kind of lead comes from', () => {
    expect(LEAD_SOURCES).toEqual({
      customer_request: 'ContactUs Page',
      product_demo: 'Product Demo Form',
      product_inquiry: 'Product Inquiry Form',
      training_request: 'Corporate Training Form',
      feedback: 'Feedback Widget',
    });
    expect(Object.keys(LEAD_SOURCES).sort()).toEqual([...LEAD_KINDS].sort());
  });

  it('keeps the names the spec gives: the demo customer step and the contact page', () => {
    expect(DEMO_CUSTOMER_SOURCE).toBe(LEAD_SOURCES.product_demo);
    expect(LEAD_SOURCES.customer_request).toBe(CONTACT_PAGE_SOURCE);
  });

  it.each([
    ['training_request', undefined, 'Corporate Training Form'],
    ['product_inquiry', null, 'Product Inquiry Form'],
    ['customer_request', '  ', 'ContactUs Page'],
    ['customer_request', 'Partners Page', 'Partners Page'],
    ['feedback', 'service_feedback', 'service_feedback'],
  ] as const)('leadSource(%p, %p) is %p', (kind, named, expected) => {
    expect(leadSource(kind, named)).toBe(expected);
  });
});

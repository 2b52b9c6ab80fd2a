import {
  DEMO_CUSTOMER_INQUIRY_TITLE,
  DEMO_CUSTOMER_SOURCE,
  demoCustomerMessage,
  demoCustomerSchema,
} from '@cloud-consulting/domain/forms/demo-customer';
import {
  createDemoRequestSchema,
  DEMO_REQUEST_MESSAGES as M,
  requireCustomer,
} from '@cloud-consulting/domain/forms/demo-request';
import { validateForm } from '@cloud-consulting/domain/forms/shared';
import { DEMO_DATE_MESSAGES as D } from '@cloud-consulting/domain/dates';
import { TODAY } from '../fixtures';

const customer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mary Smith',
  email: 'mary@contoso.com',
  role: 'CTO',
  companyName: 'Contoso',
  city: 'Seattle',
  ...overrides,
});

describe('demo customer step schema', () => {
  it('keeps a phone written "+1 (206) 555-0147" as +12065550147', () => {
    const { value, errors } = validateForm(
      demoCustomerSchema,
      customer({ phone: '+1 (206) 555-0147' }),
    );
    expect(errors).toBeNull();
    expect(value).toMatchObject({ phone: '+12065550147' });
  });

  it('fills the inquiry title and source of the demo step', () => {
    const { value, errors } = validateForm(demoCustomerSchema, customer({ phone: '' }));
    expect(errors).toBeNull();
    expect(value).toMatchObject({
      inquiryTitle: DEMO_CUSTOMER_INQUIRY_TITLE,
      source: DEMO_CUSTOMER_SOURCE,
    });
    expect(DEMO_CUSTOMER_SOURCE).toBe('Product Demo Form');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'M', 'Name must be at least 2 characters'],
    ['name', 'M'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'bad', 'Email format is invalid'],
    ['role', undefined, 'Role is required'],
    ['companyName', '', 'Company is required'],
    ['city', 'C1ty', 'City format is invalid'],
    ['phone', 'abc', 'Phone format is invalid'],
  ])('%s = %p gives the generic message %p', (field, value, message) => {
    expect(validateForm(demoCustomerSchema, customer({ [field]: value })).errors?.[field]).toBe(
      message,
    );
  });

  it('names the product, demo type and date in the message', () => {
    expect(demoCustomerMessage(7, 'ONLINE', '2026-12-08')).toBe(
      'Product demo request for product 7 (ONLINE) on 2026-12-08.',
    );
  });
});

describe('demo request schema', () => {
  const schema = createDemoRequestSchema(TODAY);
  const demo = (overrides: Record<string, unknown> = {}) => ({
    productId: 7,
    preferredDate: '2026-12-08',
    ...overrides,
  });

  it('defaults time 10:00 AM, zone UTC and type ONLINE', () => {
    const { value, errors } = validateForm(schema, demo());
    expect(errors).toBeNull();
    expect(value).toMatchObject({ preferredTime: '10:00 AM', timeZone: 'UTC', demoType: 'ONLINE' });
  });

  it.each([
    ['productId', undefined, M.product],
    ['productId', 'abc', M.product],
    ['preferredDate', undefined, D.required],
    ['preferredDate', '2026-11-30', D.tooSoon],
    ['preferredDate', '2026-12-13', D.weekend],
    ['preferredDate', '2026-12-25', D.holiday],
    ['preferredTime', '10:10 AM', M.time],
    ['preferredTime', '13:00 PM', M.time],
    ['demoType', 'REMOTE', M.demoType],
    ['companySize', '1-10', M.companySize],
    ['notes', 'n'.repeat(5001), 'Notes must be at most 5000 characters'],
    ['timeZone', 'Central Time', M.timeZone],
    ['timeZone', '+05:00', M.timeZone],
    ['timeZone', 'Mars/Olympus_Mons', M.timeZone],
    ['timeZone', '', M.timeZone],
  ])('%s = %p gives %p', (field, value, message) => {
    expect(validateForm(schema, demo({ [field]: value })).errors?.[field]).toBe(message);
  });

  it('accepts a chosen time in 15-minute steps', () => {
    expect(validateForm(schema, demo({ preferredTime: '02:15 PM' })).value?.preferredTime).toBe(
      '02:15 PM',
    );
  });

  it('keeps an IANA time zone, written in its own spelling', () => {
    expect(validateForm(schema, demo({ timeZone: 'America/Chicago' })).value?.timeZone).toBe(
      'America/Chicago',
    );
    expect(validateForm(schema, demo({ timeZone: 'asia/tokyo' })).value?.timeZone).toBe(
      'Asia/Tokyo',
    );
  });

  it('accepts the enumerations of the spec', () => {
    for (const demoType of ['ONLINE', 'ONSITE', 'HYBRID']) {
      for (const companySize of ['STARTUP', 'SMALL', 'MEDIUM', 'LARGE', 'ENTERPRISE']) {
        expect(validateForm(schema, demo({ demoType, companySize })).errors).toBeNull();
      }
    }
  });

  it('requires the customer id on the server variant only', () => {
    expect(validateForm(requireCustomer(schema), demo()).errors).toEqual({
      customerId: M.customer,
    });
    expect(validateForm(requireCustomer(schema), demo({ customerId: 12 })).errors).toBeNull();
  });
});

import '@testing-library/jest-dom';
import { DemoRequestModal } from '../../../src/components/lead-forms/demo-request-modal';
import {
  DEMO_DATE_MESSAGES,
  addDays,
  calendarDay,
  isHoliday,
  isWeekend,
} from '@cloud-consulting/domain/dates';
import { DEMO_MESSAGES } from '@cloud-consulting/domain/forms/demo-customer';
import type { FakeRoutes } from '../support/shell';
import { within } from '@testing-library/react';
import { field, fireEvent, posts, renderForm, screen, type, verifyHuman, waitFor } from './support';

const PRODUCTS = [
  { id: 7, name: 'Cloud Cost Optimizer', isActive: true },
  { id: 8, name: 'Retired Tool', isActive: false },
];

function setup(routes: FakeRoutes = {}, onClose = jest.fn()) {
  renderForm(<DemoRequestModal open onClose={onClose} productId={7} />, {
    'GET /api/products': { body: PRODUCTS },
    ...routes,
  });
  return onClose;
}

/**
 * The first working day 400 days ahead: no weekend and no federal holiday (an observed one too,
 * as a Friday 31 December is when New Year's Day falls on a Saturday).
 */
function goodDay(): string {
  let day = addDays(calendarDay(new Date()), 400);
  while (isWeekend(day) || isHoliday(day)) day = addDays(day, 1);
  return day;
}

function weekend(): string {
  let day = addDays(calendarDay(new Date()), 400);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** An option of the Product select (the page holds hundreds of time zone options besides). */
const productOption = (name: string) => within(field('Product')).findByRole('option', { name });

async function fillValid() {
  await productOption('Cloud Cost Optimizer');
  type('Name', 'Lee Park');
  type('Email', 'lee@northwind.com');
  type('Role', 'IT Director');
  type('Company', 'Northwind');
  type('City', 'Seoul');
  type('Preferred Date', goodDay());
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /Request Demo|Submitting/ }));

describe('product demo modal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers active products with the chosen one preset, time 10:00 AM, UTC and ONLINE by default', async () => {
    setup();
    expect(await productOption('Cloud Cost Optimizer')).toBeInTheDocument();
    expect(within(field('Product')).queryByRole('option', { name: 'Retired Tool' })).toBeNull();
    expect(field('Product')).toHaveValue('7');
    expect(screen.getByLabelText('Hour')).toHaveValue('10');
    expect(screen.getByLabelText('Minute')).toHaveValue('00');
    expect(screen.getByLabelText('AM or PM')).toHaveValue('AM');
    const clock = screen.getByRole('group', { name: /Preferred Time/ });
    expect(within(clock).getAllByRole('option', { name: /^\d{2}$/ }).length).toBe(12 + 4);
    expect(field('Time Zone')).toHaveValue('UTC');
    expect(field('Demo Type')).toHaveValue('ONLINE');
    // Shown as people say them; the codes are what is sent.
    const types = within(field('Demo Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['Select a demo type', 'Online', 'On-site', 'Hybrid']);
  });

  it('refuses a weekend, a date too soon and a holiday with their messages, and clears the date', async () => {
    setup();
    type('Preferred Date', weekend());
    expect(screen.getByText(DEMO_DATE_MESSAGES.weekend)).toBeInTheDocument();
    expect(field('Preferred Date')).toHaveValue('');
    type('Preferred Date', calendarDay(new Date()));
    expect(screen.getByText(DEMO_DATE_MESSAGES.tooSoon)).toBeInTheDocument();
  });

  it('shows the required messages and keeps the button disabled until the human check passes', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeDisabled();
    await verifyHuman();
    fireEvent.change(field('Product'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Name is required'));
    expect(field('Product')).toHaveAccessibleDescription('Product is required');
    expect(field('Preferred Date')).toHaveAccessibleDescription(DEMO_DATE_MESSAGES.required);
    expect(field('Product')).toHaveFocus();
  });

  it('creates the customer, then the demo with its id, shows the success text and closes after 2 s', async () => {
    const onClose = jest.fn();
    const fake = renderForm(<DemoRequestModal open onClose={onClose} productId={7} />, {
      'GET /api/products': { body: PRODUCTS },
      'POST /api/customer_requests': {
        status: 201,
        body: { success: true, data: { customer: { Id: 41 }, customerToken: 'ct' } },
      },
      'POST /api/product-demo': { status: 201, body: { success: true, data: {} } },
    });
    await fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(DEMO_MESSAGES.success)).toBeInTheDocument();
    const [customer] = posts(fake.calls, '/api/customer_requests');
    const [demo] = posts(fake.calls, '/api/product-demo');
    expect(customer.body).toMatchObject({
      name: 'Lee Park',
      inquiryTitle: 'Product Demo Request',
      source: 'Product Demo Form',
      humanCheck: { challenge: 'signed-token', answer: '5' },
    });
    expect(demo.body).toMatchObject({
      productId: 7,
      customerId: 41,
      customerToken: 'ct',
      preferredTime: '10:00 AM',
      timeZone: 'UTC',
      demoType: 'ONLINE',
    });
    expect(customer.headers['Idempotency-Key']).not.toBe(demo.headers['Idempotency-Key']);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  // Three forms in turn, each with the full time zone list: slower than the default timeout.
  it("says 'Failed to create customer' or 'Failed to create demo request' by step, keeping the form", async () => {
    setup({ 'POST /api/customer_requests': { status: 500, body: { message: 'x' } } });
    await fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText('x')).toBeInTheDocument();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
    setup({
      'POST /api/customer_requests': { status: 201, body: { success: true, data: {} } },
    });
    await fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(DEMO_MESSAGES.customerFailed)).toBeInTheDocument();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
    setup({
      'POST /api/customer_requests': {
        status: 201,
        body: { success: true, data: { customer: { Id: 3 } } },
      },
      'POST /api/product-demo': { networkError: true },
    });
    await fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(DEMO_MESSAGES.demoFailed)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Lee Park');
  }, 20_000);
});

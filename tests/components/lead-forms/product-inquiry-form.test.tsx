import '@testing-library/jest-dom';
import { ProductInquiryForm } from '../../../src/components/lead-forms/product-inquiry-form';
import {
  PRODUCT_INQUIRY_TOASTS as T,
  productInquiryErrorText,
} from '@cloud-consulting/domain/forms/product-inquiry';
import type { FakeRoutes } from '../support/shell';
import { field, fireEvent, posts, renderForm, screen, type, verifyHuman, waitFor } from './support';

const PRODUCTS = [
  { id: 7, name: 'Cloud Cost Optimizer', isActive: true },
  { id: 8, name: 'Retired Tool', isActive: false },
];

function setup(routes: FakeRoutes = {}) {
  return renderForm(<ProductInquiryForm />, { 'GET /api/products': { body: PRODUCTS }, ...routes });
}

async function fillValid() {
  await screen.findByRole('option', { name: 'Cloud Cost Optimizer' });
  type('Full Name', '  Kim Yu  ');
  type('Email', ' kim@adatum.com ');
  type('Role/Title', 'Architect');
  type('Company Name', 'Adatum');
  type('City', 'Austin');
  type('State/Province', 'Texas');
  type('Country', 'USA');
  fireEvent.change(field('Industry'), { target: { value: 'technology' } });
  fireEvent.change(field('Product of Interest'), { target: { value: '7' } });
  fireEvent.click(screen.getByLabelText(/I agree to the/));
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /Submit Inquiry|Submitting/ }));

describe('product inquiry form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows readable budgets and timelines and keeps the stored values', () => {
    setup();
    const budget = field('Budget') as HTMLSelectElement;
    expect(screen.getByRole('option', { name: 'Under $1,000' })).toHaveValue('under-1k');
    expect(screen.getByRole('option', { name: 'As soon as possible' })).toHaveValue('asap');
    expect(screen.queryByRole('option', { name: 'under-1k' })).toBeNull();
    expect(screen.queryByRole('option', { name: '1-3months' })).toBeNull();
    fireEvent.change(budget, { target: { value: '5k-15k' } });
    expect(budget).toHaveDisplayValue('$5,000 - $15,000');
  });

  it('keeps submit disabled until the human check passes, saying why', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeDisabled();
    expect(screen.getByText(productInquiryErrorText('humanCheck'))).toBeInTheDocument();
    await verifyHuman();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled(),
    );
  });

  it('offers active products only', async () => {
    setup();
    expect(await screen.findByRole('option', { name: 'Cloud Cost Optimizer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Retired Tool' })).not.toBeInTheDocument();
  });

  it('shows every titled error under its field', async () => {
    setup();
    await verifyHuman();
    type('Full Name', 'R2D2');
    type('Role/Title', '<x>');
    type('City', '1');
    type('State/Province', '2');
    type('Country', '3');
    type('Zip/Postal Code', '!');
    type('Company URL', 'bad url');
    type('Phone', 'call me');
    type('Message', 'word '.repeat(501));
    submit();
    await waitFor(() =>
      expect(field('Full Name')).toHaveAccessibleDescription(productInquiryErrorText('name')),
    );
    for (const [label, key] of [
      ['Role/Title', 'role'],
      ['City', 'city'],
      ['State/Province', 'state'],
      ['Country', 'country'],
      ['Zip/Postal Code', 'zipCode'],
      ['Company URL', 'companyUrl'],
      ['Phone', 'phone'],
      ['Message', 'message'],
      ['Product of Interest', 'interestedProductId'],
    ] as const) {
      expect(field(label)).toHaveAccessibleDescription(productInquiryErrorText(key));
    }
    expect(screen.getByText(productInquiryErrorText('privacyConsent'))).toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
  });

  it('sends trimmed values once, toasts success and resets', async () => {
    const { calls } = setup({
      'POST /api/product-inquiry': { status: 201, body: { success: true } },
    });
    await fillValid();
    await verifyHuman();
    submit();
    submit();
    expect(await screen.findByText(T.success.title)).toBeInTheDocument();
    expect(screen.getByText(T.success.description)).toBeInTheDocument();
    const sent = posts(calls, '/api/product-inquiry');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      name: 'Kim Yu',
      email: 'kim@adatum.com',
      interestedProductId: 7,
      privacyConsent: true,
      newsletter: false,
      website: '',
    });
    expect(sent[0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
  });

  it('toasts the failure and keeps what was typed', async () => {
    setup({ 'POST /api/product-inquiry': { status: 500, body: { error: 'down' } } });
    await fillValid();
    await verifyHuman();
    submit();
    expect(await screen.findByText(T.failed.title)).toBeInTheDocument();
    expect(screen.getByText(T.failed.description)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('  Kim Yu  ');
  });
});

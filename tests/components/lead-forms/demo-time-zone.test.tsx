import '@testing-library/jest-dom';
import { within } from '@testing-library/react';
import { DemoRequestForm } from '../../../src/components/lead-forms/demo-request-form';
import { field, fireEvent, renderForm, screen, waitFor } from './support';

const mockDetected = { zone: 'America/Chicago' };
jest.mock('@cloud-consulting/domain/time-zones', () => ({
  ...jest.requireActual('@cloud-consulting/domain/time-zones'),
  detectTimeZone: () => mockDetected.zone,
}));

const PRODUCTS = [{ id: 7, name: 'Cloud Cost Optimizer', isActive: true }];

describe('demo form time zone', () => {
  afterEach(() => jest.restoreAllMocks());

  it("switches to the visitor's detected zone after mount and lists IANA zones by region", async () => {
    renderForm(<DemoRequestForm productId={7} />, { 'GET /api/products': { body: PRODUCTS } });
    await waitFor(() => expect(field('Time Zone')).toHaveValue('America/Chicago'));
    const zones = within(field('Time Zone'));
    expect(zones.getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    const asia = zones.getByRole('group', { name: 'Asia' });
    expect(within(asia).getByRole('option', { name: 'Tokyo' })).toHaveValue('Asia/Tokyo');
    expect(
      within(zones.getByRole('group', { name: 'Americas' })).getByRole('option', {
        name: 'Chicago',
      }),
    ).toHaveValue('America/Chicago');
    expect(zones.getAllByRole('group').length).toBeGreaterThan(5);
    expect(zones.getAllByRole('option').length).toBeGreaterThan(100);
  });

  it('keeps the zone the visitor chose', async () => {
    renderForm(<DemoRequestForm productId={7} />, { 'GET /api/products': { body: PRODUCTS } });
    await waitFor(() => expect(field('Time Zone')).toHaveValue('America/Chicago'));
    fireEvent.change(field('Time Zone'), { target: { value: 'Europe/Lisbon' } });
    await screen.findByRole('option', { name: 'Cloud Cost Optimizer' });
    expect(field('Time Zone')).toHaveValue('Europe/Lisbon');
  });
});

import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../src/components/forms/address-fields';

interface Address {
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/** The block inside a form bound the way the lead forms bind it; submitting reports the values. */
function AddressForm({
  stateLabel = 'State/Province',
  errors = {},
  onSubmit = () => undefined,
}: {
  stateLabel?: string;
  errors?: Partial<Record<keyof Address, string>>;
  onSubmit?(values: Address): void;
}) {
  const { register, handleSubmit } = useForm<Address>({
    defaultValues: { city: '', state: '', country: '', zipCode: '' },
  });
  const field = (name: keyof Address) => ({ registration: register(name), error: errors[name] });
  return (
    <form aria-label="Address" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <AddressFields
        stateLabel={stateLabel}
        city={field('city')}
        state={field('state')}
        country={field('country')}
        zipCode={field('zipCode')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });

describe('AddressFields', () => {
  it('labels the city, state, country and zip inputs, in that order', () => {
    render(<AddressForm />);
    expect(screen.getAllByRole('textbox')).toEqual([
      input('City'),
      input('State/Province'),
      input('Country'),
      input('Zip/Postal Code'),
    ]);
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual([
      'city',
      'state',
      'country',
      'zipCode',
    ]);
  });

  it('uses the state label the form gives', () => {
    render(<AddressForm stateLabel="State" />);
    expect(input('State')).toHaveAttribute('name', 'state');
    expect(screen.queryByRole('textbox', { name: 'State/Province' })).not.toBeInTheDocument();
  });

  const labelOf = (control: HTMLElement) =>
    document.querySelector(`label[for="${control.id}"]`)?.textContent;

  it.each(['City', 'State/Province', 'Country'])(
    'marks %s required, with a star after its label',
    (label) => {
      render(<AddressForm />);
      expect(input(label)).toHaveAttribute('aria-required', 'true');
      expect(labelOf(input(label))).toBe(`${label} *`);
    },
  );

  it('leaves Zip/Postal Code optional, without a star', () => {
    render(<AddressForm />);
    expect(input('Zip/Postal Code')).not.toHaveAttribute('aria-required');
    expect(labelOf(input('Zip/Postal Code'))).toBe('Zip/Postal Code');
  });

  it.each([
    ['City', 'address-level2'],
    ['State/Province', 'address-level1'],
    ['Country', 'country-name'],
    ['Zip/Postal Code', 'postal-code'],
  ])('gives %s the autocomplete token %s', (label, token) => {
    render(<AddressForm />);
    expect(input(label)).toHaveAttribute('autocomplete', token);
    expect(input(label)).toHaveAttribute('type', 'text');
  });

  it.each([
    ['City', 'city'],
    ['State/Province', 'state'],
    ['Country', 'country'],
    ['Zip/Postal Code', 'zipCode'],
  ] as const)(
    'shows the error of %s under it, marks it invalid and describes it by the error',
    (label, name) => {
      render(<AddressForm errors={{ [name]: 'Not valid here.' }} />);
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription('Not valid here.');
      for (const other of screen.getAllByRole('textbox').filter((el) => el !== input(label))) {
        expect(other).not.toHaveAttribute('aria-invalid');
        expect(other).not.toHaveAttribute('aria-describedby');
      }
    },
  );

  it('reports what is typed under each field name', async () => {
    const onSubmit = jest.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    fireEvent.change(input('City'), { target: { value: 'Oslo' } });
    fireEvent.change(input('State/Province'), { target: { value: 'Oslo' } });
    fireEvent.change(input('Country'), { target: { value: 'Norway' } });
    fireEvent.change(input('Zip/Postal Code'), { target: { value: '0150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      city: 'Oslo',
      state: 'Oslo',
      country: 'Norway',
      zipCode: '0150',
    });
  });
});

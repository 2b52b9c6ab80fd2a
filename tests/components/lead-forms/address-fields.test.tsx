import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../src/components/lead-forms/address-fields';
import { expectOnlyInvalid, fireEvent, labelText, screen, textbox, waitFor } from './support';

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

describe('AddressFields', () => {
  it('labels the city, state, country and zip inputs, in that order', () => {
    render(<AddressForm />);
    expect(screen.getAllByRole('textbox')).toEqual([
      textbox('City'),
      textbox('State/Province'),
      textbox('Country'),
      textbox('Zip/Postal Code'),
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
    expect(textbox('State')).toHaveAttribute('name', 'state');
    expect(screen.queryByRole('textbox', { name: 'State/Province' })).not.toBeInTheDocument();
  });

  it.each(['City', 'State/Province', 'Country'])(
    'marks %s required, with a star after its label',
    (label) => {
      render(<AddressForm />);
      expect(textbox(label)).toHaveAttribute('aria-required', 'true');
      expect(labelText(textbox(label))).toBe(`${label} *`);
    },
  );

  it('leaves Zip/Postal Code optional, without a star', () => {
    render(<AddressForm />);
    expect(textbox('Zip/Postal Code')).not.toHaveAttribute('aria-required');
    expect(labelText(textbox('Zip/Postal Code'))).toBe('Zip/Postal Code');
  });

  it.each([
    ['City', 'address-level2'],
    ['State/Province', 'address-level1'],
    ['Country', 'country-name'],
    ['Zip/Postal Code', 'postal-code'],
  ])('gives %s the autocomplete token %s', (label, token) => {
    render(<AddressForm />);
    expect(textbox(label)).toHaveAttribute('autocomplete', token);
    expect(textbox(label)).toHaveAttribute('type', 'text');
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
      expectOnlyInvalid(textbox(label), 'Not valid here.');
    },
  );

  it('reports what is typed under each field name', async () => {
    const onSubmit = jest.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    fireEvent.change(textbox('City'), { target: { value: 'Oslo' } });
    fireEvent.change(textbox('State/Province'), { target: { value: 'Oslo' } });
    fireEvent.change(textbox('Country'), { target: { value: 'Norway' } });
    fireEvent.change(textbox('Zip/Postal Code'), { target: { value: '0150' } });
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

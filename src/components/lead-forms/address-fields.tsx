/**
 * The address block of the lead forms: city, state, country (required) and zip/postal code
 * (optional), in that order. Only the state's label differs between the forms.
 *
 * The form passes each field's binding rather than `register`, so that react-hook-form
 * registers the fields while the form renders, in the order they stand: it focuses the first
 * field in that order when a submit fails.
 */
import { TextField, type FieldBinding } from '../../ui/form/text-field';

export interface AddressFieldsProps {
  /** 'State/Province' or 'State'. */
  stateLabel: string;
  city: FieldBinding;
  state: FieldBinding;
  country: FieldBinding;
  zipCode: FieldBinding;
}

export function AddressFields({ stateLabel, city, state, country, zipCode }: AddressFieldsProps) {
  return (
    <>
      <TextField label="City" required autoComplete="address-level2" {...city} />
      <TextField label={stateLabel} required autoComplete="address-level1" {...state} />
      <TextField label="Country" required autoComplete="country-name" {...country} />
      <TextField label="Zip/Postal Code" autoComplete="postal-code" {...zipCode} />
    </>
  );
}

/**
 * The person and company block of the product demo and product inquiry forms: name, email, role,
 * company (required), company URL and phone (optional), in that order. The forms word three of
 * the labels differently.
 *
 * The form passes each field's binding rather than `register`, so that react-hook-form
 * registers the fields while the form renders, in the order they stand: it focuses the first
 * field in that order when a submit fails.
 */
import { TextField, type FieldBinding } from '../../ui/form/text-field';

export interface ContactFieldsProps {
  /** 'Name' or 'Full Name'. */
  nameLabel: string;
  /** 'Role' or 'Role/Title'. */
  roleLabel: string;
  /** 'Company' or 'Company Name'. */
  companyLabel: string;
  name: FieldBinding;
  email: FieldBinding;
  role: FieldBinding;
  companyName: FieldBinding;
  companyUrl: FieldBinding;
  phone: FieldBinding;
}

export function ContactFields({
  nameLabel,
  roleLabel,
  companyLabel,
  name,
  email,
  role,
  companyName,
  companyUrl,
  phone,
}: ContactFieldsProps) {
  return (
    <>
      <TextField label={nameLabel} required autoComplete="name" {...name} />
      <TextField label="Email" required type="email" autoComplete="email" {...email} />
      <TextField label={roleLabel} required autoComplete="organization-title" {...role} />
      <TextField label={companyLabel} required autoComplete="organization" {...companyName} />
      <TextField label="Company URL" type="url" autoComplete="url" {...companyUrl} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...phone} />
    </>
  );
}

import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../../src/components/lead-forms/contact-fields';
import { expectOnlyInvalid, fireEvent, labelText, screen, textbox, waitFor } from './support';

interface Contact {
  name: string;
  email: string;
  role: string;
  companyName: string;
  companyUrl: string;
  phone: string;
}

const EMPTY: Contact = {
  name: '',
  email: '',
  role: '',
  companyName: '',
  companyUrl: '',
  phone: '',
};

/** The block inside a form bound the way the lead forms bind it; submitting reports the values. */
function ContactForm({
  labels = { name: 'Full Name', role: 'Role/Title', company: 'Company Name' },
  errors = {},
  onSubmit = () => undefined,
}: {
  labels?: { name: string; role: string; company: string };
  errors?: Partial<Record<keyof Contact, string>>;
  onSubmit?(values: Contact): void;
}) {
  const { register, handleSubmit } = useForm<Contact>({ defaultValues: EMPTY });
  const field = (name: keyof Contact) => ({ registration: register(name), error: errors[name] });
  return (
    <form aria-label="Contact" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <ContactFields
        nameLabel={labels.name}
        roleLabel={labels.role}
        companyLabel={labels.company}
        name={field('name')}
        email={field('email')}
        role={field('role')}
        companyName={field('companyName')}
        companyUrl={field('companyUrl')}
        phone={field('phone')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ContactFields', () => {
  it('labels the name, email, role, company, company URL and phone inputs, in that order', () => {
    render(<ContactForm />);
    const labels = ['Full Name', 'Email', 'Role/Title', 'Company Name', 'Company URL', 'Phone'];
    expect(screen.getAllByRole('textbox')).toEqual(labels.map(textbox));
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).toEqual([
      'name',
      'email',
      'role',
      'companyName',
      'companyUrl',
      'phone',
    ]);
  });

  it('uses the name, role and company labels the form gives', () => {
    render(<ContactForm labels={{ name: 'Name', role: 'Role', company: 'Company' }} />);
    expect(textbox('Name')).toHaveAttribute('name', 'name');
    expect(textbox('Role')).toHaveAttribute('name', 'role');
    expect(textbox('Company')).toHaveAttribute('name', 'companyName');
  });

  it.each(['Full Name', 'Email', 'Role/Title', 'Company Name'])(
    'marks %s required, with a star after its label',
    (label) => {
      render(<ContactForm />);
      expect(textbox(label)).toHaveAttribute('aria-required', 'true');
      expect(labelText(textbox(label))).toBe(`${label} *`);
    },
  );

  it.each(['Company URL', 'Phone'])('leaves %s optional, without a star', (label) => {
    render(<ContactForm />);
    expect(textbox(label)).not.toHaveAttribute('aria-required');
    expect(labelText(textbox(label))).toBe(label);
  });

  it.each([
    ['Full Name', 'text', 'name'],
    ['Email', 'email', 'email'],
    ['Role/Title', 'text', 'organization-title'],
    ['Company Name', 'text', 'organization'],
    ['Company URL', 'url', 'url'],
    ['Phone', 'tel', 'tel'],
  ])('makes %s an input of type %s with the autocomplete token %s', (label, type, token) => {
    render(<ContactForm />);
    expect(textbox(label)).toHaveAttribute('type', type);
    expect(textbox(label)).toHaveAttribute('autocomplete', token);
  });

  it.each([
    ['Full Name', 'name'],
    ['Email', 'email'],
    ['Role/Title', 'role'],
    ['Company Name', 'companyName'],
    ['Company URL', 'companyUrl'],
    ['Phone', 'phone'],
  ] as const)(
    'shows the error of %s under it, marks it invalid and describes it by the error',
    (label, name) => {
      render(<ContactForm errors={{ [name]: 'Not valid here.' }} />);
      expectOnlyInvalid(textbox(label), 'Not valid here.');
    },
  );

  it('reports what is typed under each field name', async () => {
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    const typed: Contact = {
      name: 'Kim Yu',
      email: 'kim@adatum.com',
      role: 'Architect',
      companyName: 'Adatum',
      companyUrl: 'https://adatum.com',
      phone: '+1 555 0100',
    };
    fireEvent.change(textbox('Full Name'), { target: { value: typed.name } });
    fireEvent.change(textbox('Email'), { target: { value: typed.email } });
    fireEvent.change(textbox('Role/Title'), { target: { value: typed.role } });
    fireEvent.change(textbox('Company Name'), { target: { value: typed.companyName } });
    fireEvent.change(textbox('Company URL'), { target: { value: typed.companyUrl } });
    fireEvent.change(textbox('Phone'), { target: { value: typed.phone } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual(typed);
  });
});

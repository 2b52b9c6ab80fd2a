import '@testing-library/jest-dom';
import { GetStartedSection } from '../../../src/components/lead-forms/get-started-section';
import { MenuSectionsProvider } from '../../../src/components/menus/menu-sections';
import { NO_FORM_FOR_METHOD } from '@cloud-consulting/domain/catalogues';
import { ACTIVE_MENUS, setBuildData } from '../support/shell';
import { fireEvent, renderForm, screen, waitFor } from './support';

const PARTNERSHIP_SECTION = {
  Id: 99,
  Name: 'Partnership-Enquiry-Home-Section',
  Type: 'section',
  IsActive: true,
};

function setup(
  props: Parameters<typeof GetStartedSection>[0] = {},
  sections: unknown = [],
  menus = ACTIVE_MENUS,
) {
  setBuildData({ menus });
  return renderForm(
    <MenuSectionsProvider>
      <GetStartedSection {...props} />
    </MenuSectionsProvider>,
    {
      'GET /api/sections': { body: sections },
      'GET /api/menus-and-sections': { body: menus },
      'GET /api/corporate-training/lookup-data': { body: {} },
    },
  );
}

describe('get-started section', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Ready to Get Started?' with the three default methods, training first", async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Ready to Get Started?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Corporate Training Request/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /IT Consultation/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Partnership Inquiry/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Corporate Training Request' })).toBeInTheDocument();
  });

  it('switches the form with the method', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: /IT Consultation/ }));
    expect(screen.getByRole('form', { name: 'IT Consultation' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Partnership Inquiry/ }));
    const form = screen.getByRole('form', { name: 'Partnership Inquiry' });
    expect(form).toHaveTextContent('Joint Venture');
  });

  it("shows the build's methods at once and keeps them while the provider's are on their way", async () => {
    const built = [
      {
        name: 'contact-methods',
        isActive: true,
        content: [
          { id: 'training', icon: 'x', title: 'Team Training', description: 'Built text.' },
          { id: 'consultation', icon: 'x', title: 'Advice', description: 'Built advice.' },
        ],
      },
    ];
    setBuildData({ menus: ACTIVE_MENUS });
    renderForm(
      <MenuSectionsProvider>
        <GetStartedSection builtSections={built} />
      </MenuSectionsProvider>,
      {
        'GET /api/sections': { hang: true },
        'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
        'GET /api/corporate-training/lookup-data': { body: {} },
      },
    );
    expect(screen.getByRole('radio', { name: /Team Training/ })).toBeChecked();
    expect(screen.getByText('Built advice.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /IT Consultation/ })).not.toBeInTheDocument();
  });

  it("takes the provider's methods over the build's once they arrive", async () => {
    const built = [
      {
        name: 'contact-methods',
        isActive: true,
        content: [{ id: 'training', icon: 'x', title: 'Team Training', description: 'Built.' }],
      },
    ];
    setBuildData({ menus: ACTIVE_MENUS });
    renderForm(
      <MenuSectionsProvider>
        <GetStartedSection builtSections={built} />
      </MenuSectionsProvider>,
      {
        'GET /api/sections': {
          body: [
            {
              name: 'contact-methods',
              isActive: true,
              content: [
                { id: 'training', icon: 'x', title: 'Training Now', description: 'Live.' },
                { id: 'consultation', icon: 'x', title: 'Advice', description: 'Live too.' },
              ],
            },
          ],
        },
        'GET /api/menus-and-sections': { body: ACTIVE_MENUS },
        'GET /api/corporate-training/lookup-data': { body: {} },
      },
    );
    expect(await screen.findByRole('radio', { name: /Training Now/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Team Training/ })).not.toBeInTheDocument();
  });

  it("shows 'No form found for method' for a method it does not know", async () => {
    setup({}, [
      {
        name: 'contact-methods',
        isActive: true,
        content: [
          { id: 'training', icon: 'x', title: 'Training', description: 'd' },
          { id: 'webinar', icon: 'x', title: 'Webinar', description: 'd' },
        ],
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Webinar/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_FORM_FOR_METHOD);
  });

  it('hides partnership unless its home section is active, when the option is on', async () => {
    setup({ conditionalPartnership: true });
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /Partnership Inquiry/ })).not.toBeInTheDocument(),
    );
    jest.restoreAllMocks();
    document.body.innerHTML = '';
    setup({ conditionalPartnership: true }, [], [...ACTIVE_MENUS, PARTNERSHIP_SECTION]);
    expect(await screen.findByRole('radio', { name: /Partnership Inquiry/ })).toBeInTheDocument();
  });

  it('embeds training only without selector or title, and a partnership preset', () => {
    const first = setup({ only: ['training'], hideSelector: true, hideTitle: true });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Ready to Get Started?' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Corporate Training Request' })).toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();
    setup({ preset: 'partnership', hideSelector: true, hideTitle: true });
    expect(screen.getByRole('form', { name: 'Partnership Inquiry' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

import '@testing-library/jest-dom';
import { StartConversationButton } from '../../../src/components/lead-forms/slots/start-conversation-button';
import {
  CONTACT_MODAL_INQUIRY_TYPES,
  CONTACT_MODAL_PROMISE,
} from '@cloud-consulting/domain/catalogues';
import { CONTACT_RESULT_MESSAGES as R } from '@cloud-consulting/domain/text';
import { field, fireEvent, posts, renderForm, screen, type, verifyHuman, waitFor } from './support';

describe("contact modal 'Start a Conversation'", () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens with its promise and the extra inquiry types', async () => {
    renderForm(<StartConversationButton />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Start a Conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a Conversation' });
    expect(dialog).toHaveTextContent(CONTACT_MODAL_PROMISE);
    const options = Array.from(field('Inquiry Type').querySelectorAll('option')).map(
      (o) => o.textContent,
    );
    expect(options.slice(1)).toEqual([...CONTACT_MODAL_INQUIRY_TYPES]);
    expect(options).toContain('Partnership Opportunities');
    expect(options).toContain('Custom Development');
    await screen.findByLabelText(/Verification: what is 2 \+ 3/);
  });

  it('stores the request with its source and closes 5 s after success', async () => {
    const fake = renderForm(<StartConversationButton />, {
      'POST /api/customer_requests': { status: 201, body: { success: true } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start a Conversation' }));
    await screen.findByRole('dialog', { name: 'Start a Conversation' });
    type('Full Name', 'Sam Lee');
    type('Role', 'CIO');
    type('Company Name', 'Tailspin');
    type('Email', 'sam@tailspin.com');
    type('City', 'Dublin');
    type('State/Province', 'Leinster');
    type('Country', 'Ireland');
    fireEvent.change(field('Industry'), { target: { value: 'Retail' } });
    fireEvent.change(field('Inquiry Type'), { target: { value: 'Partnership Opportunities' } });
    type('Message', 'Could we talk about a partnership?');
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(R.alertSuccess)).toBeInTheDocument();
    expect(posts(fake.calls, '/api/customer_requests')[0].body).toMatchObject({
      source: 'Start a Conversation',
      inquiryTitle: 'Partnership Opportunities',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 6000,
    });
  }, 10000);
});

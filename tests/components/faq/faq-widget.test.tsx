import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { FaqWidget } from '../../../src/components/faq/faq-widget';
import { fakeClient, renderWithClient, setBuildData } from '../support/shell';

const faqs = Array.from({ length: 9 }, (_, i) => ({
  Id: i + 1,
  Question: `Question ${i + 1}${i === 8 ? ' about Kubernetes' : ''}`,
  Answer: `Answer ${i + 1}`,
  IsActive: true,
}));

const open = () => fireEvent.click(screen.getByRole('button', { name: 'FAQ' }));
const questions = () =>
  within(screen.getByTestId('faq-list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('FAQ help widget', () => {
  beforeEach(() => setBuildData());

  it('loads the list on opening and pages 4 at a time, Previous/Next disabled at the ends', async () => {
    const { client, calls } = fakeClient({ 'GET /api/faq': { body: faqs } });
    renderWithClient(<FaqWidget />, client);
    expect(calls).toHaveLength(0);
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByTestId('faq-list');
    expect(questions()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(questions()).toEqual(['Question 9 about Kubernetes']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('faq-page')).toHaveTextContent('Page 3 of 3');
  });

  it('keeps one answer open at a time', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { body: faqs } });
    renderWithClient(<FaqWidget />, client);
    open();
    await screen.findByTestId('faq-list');
    fireEvent.click(screen.getByRole('button', { name: 'Question 1' }));
    expect(screen.getByText('Answer 1')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Question 2' }));
    expect(screen.queryByText('Answer 1')).not.toBeInTheDocument();
    expect(screen.getByText('Answer 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('search returns to page 1, collapses answers, and says when nothing matches', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { body: faqs } });
    renderWithClient(<FaqWidget />, client);
    open();
    await screen.findByTestId('faq-list');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Question 5' }));
    fireEvent.change(screen.getByLabelText('Search FAQs'), { target: { value: 'kubernetes' } });
    expect(questions()).toEqual(['Question 9 about Kubernetes']);
    expect(screen.getByTestId('faq-page')).toHaveTextContent('Page 1 of 1');
    expect(screen.queryByText('Answer 5')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search FAQs'), { target: { value: 'zzz' } });
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term.')).toBeInTheDocument();
  });

  it('shows the empty state when there are no FAQs', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { body: [] } });
    renderWithClient(<FaqWidget />, client);
    open();
    expect(await screen.findByText('No FAQs available.')).toBeInTheDocument();
    expect(screen.getByText('Check back later for updates.')).toBeInTheDocument();
  });

  it('shows the error state when loading fails, and links to /contact-us', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { status: 500 } });
    renderWithClient(<FaqWidget />, client);
    open();
    expect(
      await screen.findByText('Failed to load FAQ data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please contact our team for assistance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('closes on a click outside', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { body: faqs } });
    renderWithClient(
      <div>
        <p>Elsewhere</p>
        <FaqWidget />
      </div>,
      client,
    );
    open();
    await screen.findByTestId('faq-list');
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(screen.queryByTestId('faq-panel')).not.toBeInTheDocument();
  });

  it('puts the panel after its button in the tab order, and Escape gives focus back to the button', async () => {
    const { client } = fakeClient({ 'GET /api/faq': { body: faqs } });
    renderWithClient(<FaqWidget />, client);
    const button = screen.getByRole('button', { name: 'FAQ' });
    button.focus();
    open();
    await screen.findByTestId('faq-list');
    const search = screen.getByLabelText('Search FAQs');
    // Tab from the button reaches what follows it in the document.
    expect(button.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const question = screen.getByRole('button', { name: 'Question 1' });
    question.focus();
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByTestId('faq-panel')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

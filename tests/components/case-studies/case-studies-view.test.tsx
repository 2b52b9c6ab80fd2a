import { render, screen, within } from '@testing-library/react';
import { caseStudyCards } from '@cloud-consulting/domain/case-studies';
import { CaseStudiesView } from '../../../src/components/case-studies/case-studies-view';

const cards = caseStudyCards([
  {
    id: 1,
    title: 'Retail chain moves to AKS',
    sector: 'Retail',
    challenge: 'Peaks took the tills down.',
    result: 'No outage on Black Friday.',
    pdfUrl: '/uploads/images/case-studies/retail.pdf',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 2,
    title: 'Hospital landing zone',
    sector: 'Healthcare',
    challenge: 'No shared policy.',
    result: 'A clean audit.',
    pdfUrl: null,
    orderIndex: 2,
    isActive: true,
  },
]);

describe('case studies page', () => {
  it('shows each case study with its sector, challenge and result under one heading', () => {
    render(<CaseStudiesView cards={cards} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeInTheDocument();
    const items = screen.getAllByTestId('case-study');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(
      first.getByRole('heading', { level: 2, name: 'Retail chain moves to AKS' }),
    ).toBeInTheDocument();
    expect(first.getByText('Retail')).toBeInTheDocument();
    expect(first.getByText('Peaks took the tills down.')).toBeInTheDocument();
    expect(first.getByText('No outage on Black Friday.')).toBeInTheDocument();
    expect(items[0]).toHaveAccessibleName('Retail chain moves to AKS');
  });

  it('links to the PDF of a case study that has one, and shows no link for one without', () => {
    render(<CaseStudiesView cards={cards} />);
    const [withPdf, withoutPdf] = screen.getAllByTestId('case-study');
    const link = within(withPdf!).getByRole('link', {
      name: 'Download the PDF: Retail chain moves to AKS (PDF)',
    });
    expect(link).toHaveAttribute('href', '/uploads/images/case-studies/retail.pdf');
    expect(link).toHaveAttribute('download', 'retail.pdf');
    expect(within(withoutPdf!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no case studies, and still offers to start a project', () => {
    render(<CaseStudiesView cards={[]} />);
    expect(screen.queryAllByTestId('case-study')).toHaveLength(0);
    expect(
      screen.getByText('No case studies are published yet. Ask us about projects like yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

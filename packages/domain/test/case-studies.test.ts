import {
  CASE_STUDY_PDF_PATTERN,
  caseStudyCards,
  downloadLabel,
  isCaseStudyPdf,
  type CaseStudyRecord,
} from '@cloud-consulting/domain/case-studies';
import { caseStudies } from '@cloud-consulting/domain/content-collections/collections';

const record = (overrides: Partial<CaseStudyRecord> = {}): CaseStudyRecord => ({
  id: 1,
  title: 'Retail chain moves to AKS',
  sector: 'Retail',
  challenge: 'Peaks took the tills down.',
  result: 'No outage on Black Friday.',
  pdfUrl: null,
  orderIndex: 0,
  isActive: true,
  ...overrides,
});

describe('caseStudyCards', () => {
  it('lists active case studies by orderIndex, then id; inactive ones are left out', () => {
    const cards = caseStudyCards([
      record({ id: 4, title: 'Fourth', orderIndex: 2 }),
      record({ id: 3, title: 'Third', orderIndex: 1 }),
      record({ id: 2, title: 'Hidden', orderIndex: 0, isActive: false }),
      record({ id: 1, title: 'First', orderIndex: 1 }),
      record({ id: 5, title: 'No order', orderIndex: null }),
    ]);
    expect(cards.map((c) => c.title)).toEqual(['No order', 'First', 'Third', 'Fourth']);
  });

  it('leaves out a case study whose title is blank, and trims the texts it shows', () => {
    const cards = caseStudyCards([
      record({ id: 1, title: '   ' }),
      record({ id: 2, title: ' Insurer ', sector: ' Insurance ', result: ' Faster. ' }),
    ]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ title: 'Insurer', sector: 'Insurance', result: 'Faster.' });
  });

  it.each([
    [
      '/uploads/images/case-studies/retail.pdf',
      { href: '/uploads/images/case-studies/retail.pdf', fileName: 'retail.pdf' },
    ],
    [
      '/uploads/images/report-ab12.pdf',
      { href: '/uploads/images/report-ab12.pdf', fileName: 'report-ab12.pdf' },
    ],
    [null, null],
    ['', null],
    ['https://elsewhere.example/report.pdf', null],
    ['/uploads/images/case-studies/report.docx', null],
    ['/uploads/images/../secrets.pdf', null],
    ['/uploads/images/a/../../b.pdf', null],
  ])('PDF address %p gives the download %p', (pdfUrl, pdf) => {
    expect(caseStudyCards([record({ pdfUrl })])[0]!.pdf).toEqual(pdf);
  });

  it('names the case study in its download link', () => {
    expect(downloadLabel('Insurer cuts triage')).toBe(
      'Download the PDF: Insurer cuts triage (PDF)',
    );
  });
});

describe('the PDF address rule', () => {
  it('is the one the provider checks for pdfUrl', () => {
    expect(caseStudies.fields.find((f) => f.api === 'pdfUrl')?.pattern).toBe(
      CASE_STUDY_PDF_PATTERN,
    );
  });

  it('accepts only media library PDFs', () => {
    expect(isCaseStudyPdf('/uploads/images/x.pdf')).toBe(true);
    expect(isCaseStudyPdf('/uploads/x.pdf')).toBe(false);
    expect(isCaseStudyPdf('/uploads/images/x.PDF')).toBe(false);
  });
});

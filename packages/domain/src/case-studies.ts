/**
 * The case studies page's rules: which case studies it lists and in what order, and the download
 * link of a case study's PDF. A PDF lives in the media library, so its address is always an
 * /uploads/images one ending in .pdf (the site serves those files beside its pages).
 */
import { UPLOADS_IMAGES_PATH } from './catalogues';

/** The page that lists the case studies (and where the Azure consulting page's button leads). */
export const CASE_STUDIES_PATH = '/case-studies';

/** An address of a PDF in the media library: /uploads/images/<folders/>name.pdf. */
export const CASE_STUDY_PDF_PATTERN = '^/uploads/images/[A-Za-z0-9][A-Za-z0-9_./-]*\\.pdf$';

export const CASE_STUDIES_PAGE_TEXT = {
  title: 'Case Studies',
  subtitle:
    'How organisations in different sectors moved to Azure, put AI to work and shipped faster with us.',
  sector: 'Sector',
  challenge: 'The challenge',
  result: 'The result',
  download: 'Download the PDF',
  empty: 'No case studies are published yet. Ask us about projects like yours.',
  talkToUs: 'Start Your Project',
} as const;

export interface CaseStudyRecord {
  id: number;
  title: string;
  sector: string;
  challenge: string;
  result: string;
  pdfUrl?: string | null;
  orderIndex?: number | null;
  isActive?: boolean | null;
}

export interface CaseStudyCard {
  id: number;
  title: string;
  sector: string;
  challenge: string;
  result: string;
  /** The PDF to download, or null when the case study has none. */
  pdf: { href: string; fileName: string } | null;
}

const PDF_ADDRESS = new RegExp(CASE_STUDY_PDF_PATTERN);

/** True for the address of a PDF in the media library. */
export const isCaseStudyPdf = (address: string): boolean =>
  address.startsWith(`${UPLOADS_IMAGES_PATH}/`) &&
  PDF_ADDRESS.test(address) &&
  !address.split('/').includes('..');

/**
 * The cases the page lists: active ones with a title, by orderIndex (none counts as 0), then id.
 * A PDF address that is not a media library PDF shows no link rather than a broken one.
 */
export function caseStudyCards(records: readonly CaseStudyRecord[]): CaseStudyCard[] {
  return records
    .filter((r) => r.isActive !== false && r.title.trim() !== '')
    .slice()
    .sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0) || a.id - b.id)
    .map((r) => {
      const address = r.pdfUrl?.trim() ?? '';
      return {
        id: r.id,
        title: r.title.trim(),
        sector: r.sector.trim(),
        challenge: r.challenge.trim(),
        result: r.result.trim(),
        pdf: isCaseStudyPdf(address)
          ? { href: address, fileName: address.slice(address.lastIndexOf('/') + 1) }
          : null,
      };
    });
}

/** The accessible name of a case study's download link: says which case and what it is. */
export const downloadLabel = (title: string): string =>
  `${CASE_STUDIES_PAGE_TEXT.download}: ${title} (PDF)`;

/**
 * What an uploaded file really is, read from its bytes: the declared content type comes from the
 * uploader and proves nothing. Raster images are known by their magic numbers; SVG by a start
 * that parses as XML with an <svg> root. An SVG is a document that can run script when opened on
 * its own, so one that holds anything active (script, event handler attributes, script URLs,
 * embedded HTML, external style sheets, entity declarations) is refused rather than cleaned: a
 * cleaner has to know every trick, a refusal only has to find one. The library also keeps PDF
 * documents (a case study's download), known by the %PDF- header that opens every PDF file.
 */

export interface ImageType {
  contentType: string;
  extension: string;
  label: string;
  /** The label with its article, as a message reads it. */
  named: string;
  /** What a message calls such a file: an image, or a document. */
  noun: 'image' | 'document';
}

export const IMAGE_TYPES = {
  png: { contentType: 'image/png', extension: 'png', label: 'PNG', named: 'a PNG', noun: 'image' },
  jpeg: {
    contentType: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    named: 'a JPEG',
    noun: 'image',
  },
  gif: { contentType: 'image/gif', extension: 'gif', label: 'GIF', named: 'a GIF', noun: 'image' },
  webp: {
    contentType: 'image/webp',
    extension: 'webp',
    label: 'WebP',
    named: 'a WebP',
    noun: 'image',
  },
  avif: {
    contentType: 'image/avif',
    extension: 'avif',
    label: 'AVIF',
    named: 'an AVIF',
    noun: 'image',
  },
  svg: {
    contentType: 'image/svg+xml',
    extension: 'svg',
    label: 'SVG',
    named: 'an SVG',
    noun: 'image',
  },
  // Kept as it is, never displayed by the provider (served as a download, see upload-headers.ts).
  pdf: {
    contentType: 'application/pdf',
    extension: 'pdf',
    label: 'PDF',
    named: 'a PDF',
    noun: 'document',
  },
} satisfies Record<string, ImageType>;

/** The declared content types accepted, each with the type its bytes must have. */
const DECLARED: Record<string, ImageType> = {
  ...Object.fromEntries(Object.values(IMAGE_TYPES).map((type) => [type.contentType, type])),
  'image/jpg': IMAGE_TYPES.jpeg,
};

export const ACCEPTED_LABELS = Object.values(IMAGE_TYPES)
  .map((type) => type.label)
  .join(', ');

/** The image type a declared content type names, or null for one that is not accepted. */
export const declaredImageType = (contentType: string): ImageType | null =>
  DECLARED[contentType.toLowerCase().split(';')[0]!.trim()] ?? null;

const startsWith = (data: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(offset, offset + expected.length).equals(expected);
};

/** The raster type whose magic number opens `data`, or null. */
function rasterType(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return IMAGE_TYPES.gif;
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return IMAGE_TYPES.webp;
  // ISO media file: a box of type ftyp whose major brand is an AVIF one.
  if (startsWith(data, 'ftyp', 4) && /^avi[fs]$/.test(data.toString('latin1', 8, 12))) {
    return IMAGE_TYPES.avif;
  }
  if (startsWith(data, '%PDF-')) return IMAGE_TYPES.pdf;
  return null;
}

/**
 * The XML prolog allowed before the root: an XML declaration, comments and white space. A
 * DOCTYPE is not allowed: its entities can expand to anything, including what is refused below.
 */
const PROLOG = /^\uFEFF?\s*(?:<\?xml\s[^?]*\?>\s*)?(?:<!--(?:(?!--)[\s\S])*-->\s*)*/;
const SVG_ROOT = /^<svg[\s/>]/;

/** True when `data` is UTF-8 text that starts, after its prolog, with an <svg> root element. */
function looksLikeSvg(text: string): boolean {
  if (text.includes('\u0000') || text.includes('\uFFFD')) return false;
  const prolog = PROLOG.exec(text)![0];
  return SVG_ROOT.test(text.slice(prolog.length));
}

/** A character reference's character; one out of Unicode's range reads as U+FFFD. */
const codePoint = (value: number) => (value <= 0x10ffff ? String.fromCodePoint(value) : '\uFFFD');

/** Character references decoded, so `&#106;avascript:` reads as what a browser sees. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) =>
      name.toLowerCase() === 'colon' ? ':' : ' ',
    );
}

/** What makes an SVG active, each with the reason given when it is refused. */
const ACTIVE_SVG: Array<[RegExp, string]> = [
  [/<(?:[\w-]+:)?script[\s/>]/i, 'a script element'],
  [/[\s"'/](?:[\w-]+:)?on[a-z]+\s*=/i, 'an event handler attribute (on...=)'],
  [
    /<(?:[\w-]+:)?(?:foreignObject|iframe|embed|object|handler|listener)[\s/>]/i,
    'embedded content',
  ],
  [/<!(?:DOCTYPE|ENTITY)/i, 'a DOCTYPE or entity declaration'],
  [/<\?xml-stylesheet/i, 'a style sheet instruction'],
  [/@import|url\(\s*['"]?\s*https?:/i, 'an external style sheet'],
];
/** URL schemes that run or render a document, refused wherever they appear. */
const ACTIVE_URLS: Array<[RegExp, string]> = [
  [/(?:java|vb)script:/i, 'a script URL'],
  [/data:(?!image\/(?:png|jpeg|gif|webp|avif)[;,])/i, 'a data: URL that is not a raster image'],
];

/** Why an SVG text is active, or null when it holds nothing active. */
export function activeSvgContent(text: string): string | null {
  const decoded = decodeReferences(text);
  // Browsers ignore white space and control characters inside a URL's scheme ("java\tscript:").
  const squeezed = decoded.replace(/[\s\p{Cc}]+/gu, '');
  for (const [pattern, reason] of ACTIVE_SVG) if (pattern.test(decoded)) return reason;
  for (const [pattern, reason] of ACTIVE_URLS) if (pattern.test(squeezed)) return reason;
  return null;
}

export type Inspection = { ok: true; type: ImageType } | { ok: false; message: string };

/** Checks that `data` is the image type declared, and, for an SVG, that it holds nothing active. */
export function inspectImage(data: Buffer, declaredContentType: string): Inspection {
  const declared = declaredImageType(declaredContentType);
  if (!declared) {
    return {
      ok: false,
      message: `Unsupported image type ${declaredContentType}; use ${ACCEPTED_LABELS}`,
    };
  }
  const raster = rasterType(data);
  const text = raster ? null : data.toString('utf8');
  const actual = raster ?? (looksLikeSvg(text!) ? IMAGE_TYPES.svg : null);
  if (!actual) {
    return {
      ok: false,
      message: `The file is not ${declared.named} ${declared.noun}: its content is not any of ${ACCEPTED_LABELS}`,
    };
  }
  if (actual !== declared) {
    return {
      ok: false,
      message: `The file is not ${declared.named} ${declared.noun}: its content is ${actual.label}`,
    };
  }
  const active = actual === IMAGE_TYPES.svg ? activeSvgContent(text!) : null;
  if (active) {
    return { ok: false, message: `SVG images may not hold ${active}` };
  }
  return { ok: true, type: actual };
}

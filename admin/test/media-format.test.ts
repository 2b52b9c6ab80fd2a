import {
  dimensionsText,
  humanSize,
  MEDIA_TYPES,
  typeLabel,
  usagePlace,
} from '../src/media/media-format';
import { savedAtOf, uploadAnswer } from '../src/api/upload-answer';
import { finished, progressed, refused, removed, started } from '../src/media/upload-items';

describe('how the media library describes a file', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [5000, '4.9 KB'],
    [12_600, '12 KB'],
    [512_000, '500 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(humanSize(bytes)).toBe(text);
  });

  it('gives the pixel size when the file says it, and the type by name', () => {
    expect(dimensionsText(640, 480)).toBe('640 × 480 px');
    expect(dimensionsText(null, null)).toBe('size in pixels unknown');
    expect(typeLabel('image/svg+xml')).toBe('SVG');
    expect(typeLabel('application/pdf')).toBe('PDF');
    expect(typeLabel('image/x-icon')).toBe('image/x-icon');
    expect(MEDIA_TYPES.map((t) => t.id)).toEqual([
      'png',
      'jpeg',
      'gif',
      'webp',
      'avif',
      'svg',
      'pdf',
    ]);
  });

  it('names the places that use a file', () => {
    expect(usagePlace({ kind: 'services', id: 4, title: 'Cloud migration' })).toBe(
      'Services "Cloud migration"',
    );
    expect(usagePlace({ kind: 'post', id: 9, title: 'AKS costs' })).toBe('Post "AKS costs"');
    expect(usagePlace({ kind: 'hero-banner', id: null, title: 'Hero banner of Home' })).toBe(
      'Hero banner of Home',
    );
    expect(usagePlace({ kind: 'new-kind', id: 1, title: 'X' })).toBe('new-kind "X"');
  });
});

describe('the answer to an upload', () => {
  it('gives the uploaded file, or the server refusal in its words', () => {
    expect(uploadAnswer(201, '{"id":7,"url":"/uploads/images/a.png"}')).toMatchObject({
      ok: true,
      image: { id: 7 },
    });
    expect(uploadAnswer(400, '{"message":"The file is not an image","errors":[]}')).toMatchObject({
      ok: false,
      status: 400,
      message: 'The file is not an image',
    });
    expect(uploadAnswer(413, '')).toMatchObject({
      ok: false,
      message: 'The provider answered 413.',
    });
    expect(uploadAnswer(0, '').ok).toBe(false);
    expect(uploadAnswer(502, '<html>bad gateway</html>')).toMatchObject({ ok: false });
  });

  it('was saved a second before the Date header, as every other write', () => {
    expect(savedAtOf('Mon, 04 May 2026 10:00:05 GMT', 0)).toBe('2026-05-04T10:00:04.000Z');
    expect(savedAtOf(null, Date.parse('2026-05-04T10:00:05.500Z'))).toBe(
      '2026-05-04T10:00:04.500Z',
    );
  });
});

describe('uploads under way', () => {
  it('grow to 99 % while sending and to 100 % once the server has answered', () => {
    let items = started([], 1, 'a.png');
    items = started(items, 2, 'b.txt');
    items = progressed(items, 1, 0.456);
    expect(items[0]).toMatchObject({ percent: 45, state: 'uploading' });
    expect(progressed(items, 1, 1)[0]!.percent).toBe(99);
    items = finished(items, 1);
    items = refused(items, 2, 'Not an image');
    expect(items).toEqual([
      { key: 1, name: 'a.png', percent: 100, state: 'done' },
      { key: 2, name: 'b.txt', percent: 0, state: 'refused', message: 'Not an image' },
    ]);
    expect(removed(items, 1).map((i) => i.key)).toEqual([2]);
  });
});

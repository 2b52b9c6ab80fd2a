import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inspectImage } from '../../../src/modules/uploads/file-type.js';

const svg = (inner: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`);
const bytes = (...parts: Array<string | number[] | Buffer>) =>
  Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));

describe('inspectImage', () => {
  const accepted: Array<[string, Buffer, string, string]> = [
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png', 'png'],
    ['a JPEG declared image/jpg', bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'), 'image/jpg', 'jpg'],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['a WebP', bytes('RIFF', [4, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['an AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/avif', 'avif'],
    [
      'an SVG with a prolog',
      bytes('\uFEFF<?xml version="1.0"?>\n<!-- x -->\n', svg('<rect/>')),
      'image/svg+xml',
      'svg',
    ],
    [
      'an SVG with a raster data: URL',
      svg('<image href="data:image/png;base64,AAAA"/>'),
      'image/svg+xml',
      'svg',
    ],
  ];
  for (const [name, data, declared, extension] of accepted) {
    it(`accepts ${name}`, () => {
      const result = inspectImage(data, declared);
      assert.ok(result.ok, JSON.stringify(result));
      assert.equal(result.type.extension, extension);
    });
  }

  const refused: Array<[string, Buffer, string, RegExp]> = [
    ['an undeclared type', svg(''), 'text/html', /^Unsupported image type text\/html/],
    ['text declared as a GIF', Buffer.from('GIF? no'), 'image/gif', /not a GIF image/],
    ['an SVG declared as a PNG', svg(''), 'image/png', /its content is SVG/],
    [
      'XML whose root is not svg',
      Buffer.from('<html><svg/></html>'),
      'image/svg+xml',
      /not an SVG/,
    ],
    [
      'an SVG after a DOCTYPE',
      bytes('<!DOCTYPE svg [<!ENTITY x "y">]>', svg('')),
      'image/svg+xml',
      /not an SVG/,
    ],
    ['a namespaced script', svg('<svg:script>1</svg:script>'), 'image/svg+xml', /script element/],
    ['an onclick on a child', svg('<rect\tonclick = "x()"/>'), 'image/svg+xml', /event handler/],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      'image/svg+xml',
      /script URL/,
    ],
    [
      'an encoded javascript: link',
      svg('<a href="&#106;ava&#x09;script&#58;x"/>'),
      'image/svg+xml',
      /script URL/,
    ],
    [
      'an animated script URL',
      svg('<animate attributeName="href" to="java\nscript:x"/>'),
      'image/svg+xml',
      /script URL/,
    ],
    ['an HTML data: URL', svg('<a href="data:text/html,<b>"/>'), 'image/svg+xml', /data: URL/],
    [
      'a foreignObject',
      svg('<foreignObject><p>x</p></foreignObject>'),
      'image/svg+xml',
      /embedded content/,
    ],
    ['an entity inside', svg('<!ENTITY x "y">'), 'image/svg+xml', /entity/],
    [
      'an external style sheet',
      svg('<style>@import "https://x/y.css";</style>'),
      'image/svg+xml',
      /style sheet/,
    ],
  ];
  for (const [name, data, declared, message] of refused) {
    it(`refuses ${name}`, () => {
      const result = inspectImage(data, declared);
      assert.equal(result.ok, false);
      assert.match(result.ok ? '' : result.message, message);
    });
  }

  it('reads a character reference out of range without throwing', () => {
    assert.ok(inspectImage(svg('<text>&#99999999;</text>'), 'image/svg+xml').ok);
  });
});

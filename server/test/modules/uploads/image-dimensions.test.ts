import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { imageDimensions } from '../../../src/modules/uploads/image-dimensions.js';

/** A JPEG header: start, an optional EXIF orientation, and a frame of the given size. */
function jpeg(width: number, height: number, orientation?: number): Buffer {
  const parts = [Buffer.from([0xff, 0xd8])];
  if (orientation) {
    // APP1 "Exif": a big-endian TIFF header with one IFD entry, Orientation (0x0112, SHORT).
    const tiff = Buffer.from([
      0x4d,
      0x4d,
      0x00,
      0x2a,
      0x00,
      0x00,
      0x00,
      0x08,
      0x00,
      0x01,
      0x01,
      0x12,
      0x00,
      0x03,
      0x00,
      0x00,
      0x00,
      0x01,
      0x00,
      orientation,
      0x00,
      0x00,
      0x00,
      0x00,
      0x00,
      0x00,
    ]);
    const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(body.length + 2);
    parts.push(Buffer.from([0xff, 0xe1]), length, body);
  }
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  parts.push(frame, Buffer.alloc(9), Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/** A PNG signature and IHDR chunk of the given size. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

function gif(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.write('GIF89a', 0, 'latin1');
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return data;
}

/** An extended WebP (VP8X) header, whose canvas size is stored minus one on 24 bits. */
function webp(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'latin1');
  data.writeUInt32LE(22, 4);
  data.write('WEBPVP8X', 8, 'latin1');
  data.writeUInt32LE(10, 16);
  data.writeUIntLE(width - 1, 24, 3);
  data.writeUIntLE(height - 1, 27, 3);
  return data;
}

const svg = (attributes: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);

describe('imageDimensions', () => {
  const cases: Array<[string, Buffer, { width: number; height: number } | null]> = [
    ['a PNG', png(640, 480), { width: 640, height: 480 }],
    ['a GIF', gif(32, 16), { width: 32, height: 16 }],
    ['a WebP', webp(1200, 630), { width: 1200, height: 630 }],
    ['a JPEG', jpeg(800, 600), { width: 800, height: 600 }],
    ['a JPEG turned a quarter by EXIF', jpeg(800, 600, 6), { width: 600, height: 800 }],
    ['a JPEG upright by EXIF', jpeg(800, 600, 1), { width: 800, height: 600 }],
    ['an SVG with a width and height', svg('width="40" height="30"'), { width: 40, height: 30 }],
    ['an SVG with a viewBox only', svg('viewBox="0 0 20 10"'), { width: 20, height: 10 }],
    ['an SVG sized in em', svg('width="2em" height="1em"'), null],
    ['an SVG with no size', svg(''), null],
    ['text that is no image', Buffer.from('hello'), null],
    ['a PNG cut after its signature', png(1, 1).subarray(0, 10), null],
  ];
  for (const [name, data, expected] of cases) {
    it(`reads ${name} as ${expected ? `${expected.width}×${expected.height}` : 'no size'}`, () => {
      assert.deepEqual(imageDimensions(data), expected);
    });
  }
});

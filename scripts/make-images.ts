/**
 * Renders the site's raster images from the hand-drawn SVGs under static/images (run with
 * `npx tsx scripts/make-images.ts`; the output is committed, so builds need no image step):
 * logo-512.png, icon-192.png, apple-touch-icon.png and favicon-32.png from logo.svg; the 1200x630
 * default-og-share.png from src/og-share.svg; the six fallback blog images
 * blog/fallback-{1..6}.jpg from one drawing in six palettes and motifs; and the raster images
 * content/ gives a post and a hero (static/uploads/images/blog/landing-zones.jpg,
 * hero/hero-home.webp), soft-focus scenes that the build turns into responsive WebP variants
 * with a blurred placeholder (the other content images are SVG and stay vector).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_OG_IMAGE_HEIGHT,
  DEFAULT_OG_IMAGE_WIDTH,
} from '@cloud-consulting/domain/constants';
import { FALLBACK_BLOG_IMAGES } from '@cloud-consulting/domain/blog';

const IMAGES = path.resolve(__dirname, '..', 'static', 'images');
const STATIC = path.resolve(__dirname, '..', 'static');
const UPLOADS = path.join(STATIC, 'uploads', 'images');

async function png(svg: Buffer, size: number, out: string): Promise<void> {
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(path.join(IMAGES, out));
}

const PALETTES: [string, string, string][] = [
  ['#061428', '#0b5cad', '#5fd4bf'],
  ['#1b0f33', '#5b2a86', '#c9a2ef'],
  ['#04211d', '#0f7b6c', '#6ee7a0'],
  ['#0d1b2a', '#1f4e79', '#6cb4ff'],
  ['#2a0f12', '#9b2c2c', '#ffb4a2'],
  ['#1a1a1a', '#3a4a5e', '#f6c85f'],
];

const MOTIFS = [
  // cloud
  '<path d="M430 460h330a110 110 0 0 0 17-218A160 160 0 0 0 470 205a120 120 0 0 0-40 255z" fill="none" stroke="ACCENT" stroke-width="14"/>',
  // neural network
  '<g stroke="ACCENT" stroke-width="6" fill="none"><path d="M420 220L600 340L780 220M420 460L600 340L780 460M420 220L600 460M780 220L600 460M420 460L780 220"/></g><g fill="ACCENT"><circle cx="420" cy="220" r="24"/><circle cx="420" cy="460" r="24"/><circle cx="600" cy="340" r="30"/><circle cx="780" cy="220" r="24"/><circle cx="780" cy="460" r="24"/><circle cx="600" cy="460" r="18"/></g>',
  // pipeline
  '<g fill="none" stroke="ACCENT" stroke-width="12" stroke-linecap="round"><path d="M360 340h480"/><circle cx="420" cy="340" r="44"/><circle cx="600" cy="340" r="44"/><circle cx="780" cy="340" r="44"/></g>',
  // code brackets
  '<g fill="none" stroke="ACCENT" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"><path d="M500 220L380 340L500 460"/><path d="M700 220L820 340L700 460"/><path d="M640 190L560 490"/></g>',
  // shield
  '<path d="M600 170l190 70v120c0 110-80 170-190 200-110-30-190-90-190-200V240z" fill="none" stroke="ACCENT" stroke-width="14"/><path d="M520 350l55 55 110-120" fill="none" stroke="ACCENT" stroke-width="14" stroke-linecap="round"/>',
  // chart
  '<g stroke="ACCENT" stroke-width="14" stroke-linecap="round"><path d="M420 500V380"/><path d="M540 500V300"/><path d="M660 500V340"/><path d="M780 500V220"/><path d="M380 520h440"/></g>',
];

function blogSvg(index: number): Buffer {
  const [dark, mid, accent] = PALETTES[index];
  const motif = MOTIFS[index].replace(/ACCENT/g, accent);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <g fill="${accent}" fill-opacity="0.08"><circle cx="160" cy="120" r="140"/><circle cx="1080" cy="600" r="200"/></g>
  ${motif}
</svg>`);
}

/**
 * A soft-focus scene: a gradient sky, blurred light spots and a network of nodes over a cloud,
 * the kind of picture raster formats are for. Deterministic: the same seed draws the same scene.
 */
function sceneSvg(
  width: number,
  height: number,
  [dark, mid, accent]: [string, string, string],
  seed: number,
): Buffer {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const spots = Array.from({ length: 28 }, () => {
    const r = 20 + random() * (height / 5);
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${random() > 0.5 ? accent : '#ffffff'}" fill-opacity="${(0.08 + random() * 0.22).toFixed(2)}"/>`;
  }).join('');
  const nodes = Array.from({ length: 14 }, () => [
    width * (0.35 + random() * 0.55),
    height * (0.15 + random() * 0.6),
  ]);
  const links = nodes
    .flatMap(([x1, y1], i) =>
      nodes
        .slice(i + 1, i + 3)
        .map(
          ([x2, y2]) =>
            `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}"/>`,
        ),
    )
    .join('');
  const dots = nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(height / 90).toFixed(1)}"/>`,
    )
    .join('');
  const cloud = `M${width * 0.5} ${height * 0.66}a${height * 0.09} ${height * 0.09} 0 0 1 ${height * 0.05}-${height * 0.17}a${height * 0.12} ${height * 0.12} 0 0 1 ${height * 0.22}-${height * 0.04}a${height * 0.1} ${height * 0.1} 0 0 1 ${height * 0.16} ${height * 0.21}z`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(height / 40).toFixed(0)}"/></filter>
    <filter id="haze"><feGaussianBlur stdDeviation="${(height / 300).toFixed(1)}"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g filter="url(#soft)">${spots}</g>
  <path d="${cloud}" fill="#ffffff" fill-opacity="0.22" filter="url(#soft)"/>
  <g filter="url(#haze)"><g stroke="${accent}" stroke-opacity="0.6" stroke-width="${(height / 300).toFixed(1)}">${links}</g><g fill="#ffffff" fill-opacity="0.85">${dots}</g></g>
</svg>`);
}

async function main(): Promise<void> {
  const logo = await readFile(path.join(IMAGES, 'logo.svg'));
  await png(logo, 512, 'logo-512.png');
  await png(logo, 192, 'icon-192.png');
  await png(logo, 180, 'apple-touch-icon.png');
  await png(logo, 32, 'favicon-32.png');

  const og = await readFile(path.join(IMAGES, 'src', 'og-share.svg'));
  await sharp(og)
    .resize(DEFAULT_OG_IMAGE_WIDTH, DEFAULT_OG_IMAGE_HEIGHT)
    .png()
    .toFile(path.join(IMAGES, 'default-og-share.png'));

  for (const [index, url] of FALLBACK_BLOG_IMAGES.entries()) {
    const jpg = await sharp(blogSvg(index % PALETTES.length))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await writeFile(path.join(STATIC, url), jpg);
  }
  // A post's and a hero's raster images (content/blog/01-*.md, content/generated-images.json).
  await sharp(sceneSvg(1200, 675, ['#061428', '#0b5cad', '#5fd4bf'], 7))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(UPLOADS, 'blog', 'landing-zones.jpg'));
  await sharp(sceneSvg(1600, 900, ['#04211d', '#0f766e', '#2dd4bf'], 11))
    .webp({ quality: 70 })
    .toFile(path.join(UPLOADS, 'hero', 'hero-home.webp'));
  console.log('images written under static/');
}

void main();

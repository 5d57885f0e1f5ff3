// The site's icons in the formats browsers and phones ask for, drawn from public/favicon.svg at build:
// /favicon.ico (a 32 px PNG inside an ICO, for browsers that ask for it whatever the page says),
// /apple-touch-icon.png (180 px, square: iOS rounds the corners itself) and the web app manifest's
// 192 px and 512 px icons. Plain JavaScript: the code step (build-code.mjs) runs it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format). */
function ico(image, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, image]);
}

/** Writes the icons into `outDir`; does nothing when the project has no public/favicon.svg. */
export function writeIcons(root, outDir) {
  const source = join(root, 'public', 'favicon.svg');
  if (!existsSync(source)) return;
  const svg = readFileSync(source, 'utf8');
  // Full-bleed for home screens: a rounded background would show the platform's own colour in its corners.
  const square = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  writeFileSync(join(outDir, 'favicon.ico'), ico(png(svg, 32), 32));
  writeFileSync(join(outDir, 'apple-touch-icon.png'), png(square, 180));
  writeFileSync(join(outDir, 'icon-192.png'), png(square, 192));
  writeFileSync(join(outDir, 'icon-512.png'), png(square, 512));
}

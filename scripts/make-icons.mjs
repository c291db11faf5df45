// Renders the PWA icons, favicon and apple-touch-icon from public/logo.svg with sharp.
// Run after changing the logo: `node scripts/make-icons.mjs`. The PNGs are committed sources.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = await readFile(`${publicDir}logo.svg`, 'utf8');

const pick = (re, what) => {
  const m = logo.match(re);
  if (!m) throw new Error(`logo.svg: no ${what}`);
  return m[0];
};
const defs = pick(/<defs>[\s\S]*?<\/defs>/, '<defs>');
const glyph = pick(/<g id="glyph">[\s\S]*?<\/g>/, '<g id="glyph">');

// Maskable icons are cropped to a circle of 80 % of the side by some launchers: a full-bleed background and
// the glyph shrunk towards the centre keep everything that matters inside that safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}
  <rect width="512" height="512" fill="url(#bg)"/>
  <g transform="translate(256 263) scale(0.72) translate(-256 -263)">${glyph}</g></svg>`;

// iOS rounds the corners itself and shows transparency as black: a square tile with a little margin.
const appleTouch = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}
  <rect width="512" height="512" fill="url(#bg)"/>
  <g transform="translate(256 263) scale(0.86) translate(-256 -263)">${glyph}</g></svg>`;

const png = (svg, size) => sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (allowed since Windows Vista; every browser reads it). */
function ico(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

await mkdir(`${publicDir}icons`, { recursive: true });
const outputs = {
  'icons/icon-192.png': await png(logo, 192),
  'icons/icon-512.png': await png(logo, 512),
  'icons/maskable-512.png': await png(maskable, 512),
  'apple-touch-icon.png': await png(appleTouch, 180),
  'favicon.ico': ico([
    { size: 16, data: await png(logo, 16) },
    { size: 32, data: await png(logo, 32) },
    { size: 48, data: await png(logo, 48) },
  ]),
};
for (const [name, data] of Object.entries(outputs)) {
  await writeFile(`${publicDir}${name}`, data);
  console.log(`public/${name}  ${data.length} bytes`);
}

/**
 * Makes the install icons (issue 10 item 3) from src/web/public/favicon.svg into
 * src/web/public/icons/. Run once after changing the favicon: `node scripts/make-icons.mjs`;
 * the PNGs are committed, so builds do not need sharp's SVG renderer.
 *
 * - icon-192.png, icon-512.png: the favicon as drawn (rounded green tile), purpose "any".
 * - icon-maskable-512.png: purpose "maskable". The tile fills the whole square (no rounded corners,
 *   the platform applies its own mask) and the basket is scaled to stay inside the safe zone, the
 *   centred circle of radius 40% of the icon (W3C Web App Manifest, "icon masks").
 * - apple-touch-icon.png: 180×180 (Apple's size for iPhone home screens), full-bleed like the
 *   maskable icon because iOS rounds the corners itself and shows transparency as black.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..");
const publicDir = path.join(root, "src/web/public");
const outDir = path.join(publicDir, "icons");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

/** The favicon's tile colour and the drawing on top of it (everything after the first <rect/>). */
function splitFavicon(svg) {
  const rect = /<rect\b[^>]*\/>/.exec(svg);
  const fill = rect && /fill="([^"]+)"/.exec(rect[0]);
  const viewBox = /viewBox="([^"]+)"/.exec(svg);
  if (!rect || !fill || !viewBox) throw new Error("favicon.svg: expected a viewBox and a filled <rect/> tile first");
  const glyph = svg.slice(rect.index + rect[0].length).replace(/<\/svg>\s*$/, "");
  const [, , width, height] = viewBox[1].split(/\s+/).map(Number);
  return { fill: fill[1], glyph, width, height };
}

/** A square, full-bleed version of the favicon with the drawing scaled by `scale` about the centre. */
function fullBleedSvg(scale) {
  const { fill, glyph, width, height } = splitFavicon(favicon);
  const cx = width / 2;
  const cy = height / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${fill}"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${glyph}</g></svg>`
  );
}

async function render(svg, size, file) {
  // density: render the 64-unit SVG at a resolution at least as large as the output, then resize.
  const density = Math.ceil((72 * size) / 64) * 2;
  await sharp(Buffer.from(svg), { density }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(outDir, file));
  console.log(`wrote src/web/public/icons/${file} (${size}×${size})`);
}

mkdirSync(outDir, { recursive: true });
await render(favicon, 192, "icon-192.png");
await render(favicon, 512, "icon-512.png");
// 0.8: the basket's farthest corner is 23 of 64 units from the centre; ×0.8 keeps it inside the
// 25.6-unit safe-zone circle with room to spare.
await render(fullBleedSvg(0.8), 512, "icon-maskable-512.png");
await render(fullBleedSvg(0.9), 180, "apple-touch-icon.png");

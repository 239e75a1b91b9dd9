// Draws the page's PNG icons from icons/icon.svg in headless Chromium: 192 and 512 px for Android
// and the manifest (with the SVG's rounded corners), a 512 px maskable one (the whole square
// filled, the board within the safe circle of radius 40%), and the 180 px apple-touch-icon (iOS
// rounds the corners itself, so the square is filled). `make web-icons` runs it; the PNGs are
// committed, so that the page needs no drawing at build time.
//
//   node tools/draw-icons.mjs [CHROMIUM]
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ICONS = resolve(dirname(fileURLToPath(import.meta.url)), "../icons");
const svg = readFileSync(join(ICONS, "icon.svg"), "utf8");
/** The square filled to its corners, the board scaled by `scale` about the centre. */
const filled = (scale) =>
  svg.replace('rx="104"', 'rx="0"').replace('<g id="board">', `<g id="board" transform="translate(256 256) scale(${scale}) translate(-256 -256)">`);

const DRAWINGS = [
  ["icon-192.png", svg, 192],
  ["icon-512.png", svg, 512],
  ["icon-maskable-512.png", filled(0.72), 512],
  ["icon-180.png", filled(0.9), 180],
];

const browser = await chromium.launch({ executablePath: process.argv[2] ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [name, drawing, size] of DRAWINGS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const html = `<body style="margin:0;background:transparent">${drawing.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`;
  await page.setContent(html);
  await page.screenshot({ path: join(ICONS, name), omitBackground: true });
  await page.close();
  console.log(`icons/${name}: ${size} x ${size}`);
}
await browser.close();

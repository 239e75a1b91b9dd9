// The class report as a teacher's browser shows it: headless Chromium (Debian's, driven by playwright-core,
// as bindings/wasm/web-tests/harness.mjs launches it) opens the page from a file:// URL, blocks and counts
// every request that is not a local file, and reports what it drew: the graph's nodes, edges and labels
// (their boxes), the clusters with their members and fragments side by side, and where a node's link leads.
//
//   node class_report_check.mjs PAGE.html SCREENSHOT.png   (PLAYWRIGHT: the folder of playwright-core)
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const { chromium } = require(process.env.PLAYWRIGHT);
const [page_path, screenshot] = process.argv.slice(2);

const browser = await chromium.launch({
  executablePath: process.env.DIGIPEG_CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outside = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(page_path).href, { waitUntil: "load" });
  const drawn = await page.evaluate(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
    const svg = document.querySelector("#similarity ~ svg");
    const clusters = [...document.querySelectorAll(".cluster")].map((c) => ({
      id: c.id,
      heading: c.querySelector("h3").textContent,
      pairs: [...c.querySelectorAll(".pair")].map((p) => [...p.querySelectorAll("pre")].map(box)),
      marked: c.querySelectorAll(".highlight-red").length,
    }));
    return {
      scripts: document.querySelectorAll("script").length,
      graph: svg ? box(svg) : null,
      nodes: svg ? [...svg.querySelectorAll("circle.node")].map((n) => n.textContent) : [],
      edges: svg ? svg.querySelectorAll("line.edge").length : 0,
      alone: svg ? [...svg.querySelectorAll("circle.alone")].map((n) => n.textContent) : [],
      labels: svg ? [...svg.querySelectorAll("a > text")].map((t) => ({ text: t.textContent, ...box(t) })) : [],
      clusters,
      links: [...document.querySelectorAll("a[href^='reports/']")].map((a) => a.getAttribute("href")),
    };
  });
  if (screenshot) {
    await page.locator("#similarity").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector("#similarity").scrollIntoView());
    await page.screenshot({ path: screenshot, fullPage: false });
  }
  // A node of the first cluster leads to that cluster's section.
  await page.locator("svg circle.node").first().click();
  drawn.after_click = await page.evaluate(() => location.hash);
  if (screenshot) await page.screenshot({ path: screenshot.replace(/\.png$/, "-cluster.png"), fullPage: false });
  console.log(JSON.stringify({ ...drawn, outside, errors }));
} finally {
  await browser.close();
}

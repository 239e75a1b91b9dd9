// Lays the page out in a folder as it is served (`make web`, the Python wheel's copy for
// `python -m digipeg web`, and the browser tests): the page's files (HTML, CSS, modules, the
// Quixo tables list, the manifest, the icons) at the top, the npm package's browser entry, glue
// and wasm in pkg/. Then it writes the service worker's version, a digest of every file laid out,
// and the list of files it caches: a change to any file is a new version (sw.js says why).
//
//   node tools/lay-out.mjs DIR PKG
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PAGE = /\.(html|js|css|json|webmanifest)$/;
const ICON = /\.(png|svg)$/;
export const PKG_FILES = ["index.js", "digipeg.js", "glue.js", "digipeg_bg.wasm"];

/** Every file under `dir`, as paths relative to it with "/" between folders, sorted. */
function files(dir, under = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), under) : [relative(under, join(dir, e.name)).split("\\").join("/")]))
    .sort();
}

/** Copy the page from `web` and the package from `pkg` into `dir` (emptied first), and stamp its service worker. */
export function layOut(dir, pkg, web = WEB) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "pkg"), { recursive: true });
  mkdirSync(join(dir, "icons"), { recursive: true });
  for (const name of readdirSync(web)) if (PAGE.test(name)) copyFileSync(join(web, name), join(dir, name));
  for (const name of readdirSync(join(web, "icons"))) if (ICON.test(name)) copyFileSync(join(web, "icons", name), join(dir, "icons", name));
  for (const name of PKG_FILES) copyFileSync(join(pkg, name), join(dir, "pkg", name));
  stamp(dir);
}

/**
 * Write into `dir`/sw.js the version of the page laid out in `dir` (the first 16 hex digits of a
 * SHA-256 over every file's path and bytes) and the files it caches: all of them but sw.js, with
 * index.html as "./" (the address a visit opens). Returns the version.
 */
export function stamp(dir) {
  const hash = createHash("sha256");
  const assets = [];
  for (const path of files(dir)) {
    if (path === "sw.js") continue;
    hash.update(`${path}\0`).update(readFileSync(join(dir, path)));
    assets.push(path === "index.html" ? "./" : path);
  }
  const version = hash.digest("hex").slice(0, 16);
  const source = readFileSync(join(dir, "sw.js"), "utf8"); // laid out from web/, or stamped before
  const lines = [/^const VERSION = .*;$/m, /^const ASSETS = .*;$/m];
  if (!lines.every((line) => line.test(source))) throw new Error(`${dir}/sw.js: no VERSION or ASSETS line to stamp`);
  const stamped = source
    .replace(lines[0], `const VERSION = ${JSON.stringify(version)};`)
    .replace(lines[1], `const ASSETS = ${JSON.stringify(assets)};`);
  writeFileSync(join(dir, "sw.js"), stamped);
  return version;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, pkg] = process.argv.slice(2);
  if (!dir || !pkg) {
    console.error("usage: node lay-out.mjs DIR PKG");
    process.exit(2);
  }
  layOut(resolve(dir), resolve(pkg));
  console.log(`${dir}: the page laid out, service worker version ${readFileSync(join(dir, "sw.js"), "utf8").match(/VERSION = "(\w+)"/)[1]}`);
}

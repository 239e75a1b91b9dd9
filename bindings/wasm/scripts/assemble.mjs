// Completes the npm package in PKG (after wasm-bindgen wrote digipeg.js, digipeg.d.ts and the
// .wasm there): copies the hand-written entry points, the README, and the repository's licences and
// changelog, and writes package.json from the committed one without its development fields. Fails if
// its version is not the crate's.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [pkg] = process.argv.slice(2);
const here = new URL("..", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));

const cargo = readFileSync(join(here, "../../Cargo.toml"), "utf8");
const version = /\[workspace\.package\][^[]*?\nversion = "([^"]+)"/.exec(cargo)?.[1];
if (manifest.version !== version) {
  throw new Error(`package.json version ${manifest.version} is not the workspace version ${version}`);
}

// wasm-bindgen checks an argument that must be an object of the package (a `Quixo` handed to a
// player, ...) with `_assertClass`, which throws a plain Error; a wrong type is a TypeError everywhere
// else in the package. Fails the build if the generated code no longer has this exact line.
const generated = join(pkg, "digipeg.js");
const assertClass = "throw new Error(`expected instance of ${klass.name}`);";
const code = readFileSync(generated, "utf8");
if (code.split(assertClass).length !== 2) {
  throw new Error(`digipeg.js: expected one \`${assertClass}\` to turn into a TypeError`);
}
writeFileSync(generated, code.replace(assertClass, "throw new TypeError(`expected a ${klass.name}`);"));

for (const file of ["index.js", "index.d.ts", "node.js", "glue.js", "glue.d.ts"]) {
  copyFileSync(join(here, "js", file), join(pkg, file));
}
copyFileSync(join(here, "README.md"), join(pkg, "README.md"));
for (const file of ["LICENSE-MIT", "LICENSE-APACHE", "CHANGELOG.md"]) {
  copyFileSync(join(here, "../..", file), join(pkg, file));
}

delete manifest.private;
delete manifest.devDependencies;
delete manifest.scripts;
for (const file of manifest.files) {
  readFileSync(join(pkg, file)); // every listed file exists
}
writeFileSync(join(pkg, "package.json"), JSON.stringify(manifest, null, 2) + "\n");

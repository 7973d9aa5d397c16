import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressedCopies } from "./precompress.js";

/**
 * A small app built with `precompress` (in a child process: Vite is an ES module, which Jest
 * cannot load here): an entry with a stylesheet, a large lazily loaded module and a small one,
 * and a plugin that writes a file of another build into assets/ as the explorer's does.
 */
const frontendDir = path.resolve(__dirname, "..");
const viteBin = () => {
  const manifest = require.resolve("vite/package.json", { paths: [frontendDir] });
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.vite!);
};

let app: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
};
const assets = () => readdirSync(path.join(app, "dist", "assets"));
const asset = (name: RegExp) => {
  const file = assets().find((candidate) => name.test(candidate));
  if (!file) throw new Error(`no ${name} among ${assets().join(", ")}`);
  return path.join(app, "dist", "assets", file);
};

let build: ReturnType<typeof spawnSync>;
beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), "precompress-"));
  write("package.json", JSON.stringify({ type: "module" }));
  write(
    "index.html",
    '<!doctype html><html><head><title>Fixture</title></head><body><script type="module" src="/src/main.ts"></script></body></html>\n',
  );
  write(
    "src/main.ts",
    'import "./main.css";\nimport("./large").then((m) => console.log(m.words));\nimport("./medium").then(console.log);\nimport("./small").then(console.log);\n',
  );
  write("src/main.css", Array.from({ length: 200 }, (_, i) => `.card-${i} { margin: ${i}px; }`).join("\n"));
  write("src/large.ts", `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word ${i}`))};\n`);
  write("src/medium.ts", `export default ${JSON.stringify("medium ".repeat(60))};\n`);
  write("src/small.ts", 'export default "small";\n');
  write(
    "vite.config.mjs",
    `import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompress } from ${JSON.stringify(path.join(__dirname, "precompress.ts"))};
const otherBuild = {
  name: "other-build",
  writeBundle(options) {
    mkdirSync(path.join(options.dir, "assets", "other"), { recursive: true });
    writeFileSync(path.join(options.dir, "assets", "other", "page.js"), "console.log('other');\\n".repeat(200));
  },
};
export default {
  root: ${JSON.stringify(app)},
  logLevel: "info",
  plugins: [otherBuild, precompress({ dir: "assets" })],
  build: { outDir: "dist", emptyOutDir: true, minify: false, modulePreload: false },
};
`,
  );
  build = spawnSync(process.execPath, [viteBin(), "build", "--config", path.join(app, "vite.config.mjs")], {
    cwd: app,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${String(build.stdout)}\n${String(build.stderr)}`);
});

afterAll(() => rmSync(app, { recursive: true, force: true }));

it("writes brotli and gzip copies of the build's scripts and styles that decompress to the files, small ones too", () => {
  expect(readFileSync(asset(/^medium-.*\.js$/)).length).toBeLessThan(1024);
  for (const name of [/^index-.*\.js$/, /^index-.*\.css$/, /^large-.*\.js$/, /^medium-.*\.js$/]) {
    const file = asset(name);
    const content = readFileSync(file);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).equals(content)).toBe(true);
    expect(gunzipSync(gz).equals(content)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(content.length);
  }
  expect(String(build.stdout)).toMatch(/\[plugin ruchi:precompress\] 4 files in assets\/: /);
});

it("leaves files whose copies would save less than their header, files of other builds and files outside assets/ plain", () => {
  const small = asset(/^small-.*\.js$/);
  expect(readFileSync(small).length).toBeLessThan(100);
  expect(existsSync(`${small}.br`)).toBe(false);
  expect(existsSync(`${small}.gz`)).toBe(false);
  expect(existsSync(path.join(app, "dist", "assets", "other", "page.js.br"))).toBe(false);
  expect(readdirSync(path.join(app, "dist")).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
});

it("keeps a copy only when it saves more than its Content-Encoding header", async () => {
  const text = Buffer.from("ruchi ".repeat(1000));
  const copiesOfText = await compressedCopies(text);
  expect(copiesOfText.br!.length).toBeLessThan(text.length);
  expect(copiesOfText.gz!.length).toBeLessThan(text.length);
  // Bytes without repetition grow when compressed: no copy then.
  expect(await compressedCopies(randomBytes(4096))).toEqual({ br: undefined, gz: undefined });
  expect(await compressedCopies(Buffer.from("export{e as default};"))).toEqual({ br: undefined, gz: undefined });
});

import type { Rollup } from "vite";
import { lightPublicPages } from "./light-public-pages.js";

/**
 * The check against fake bundles shaped as Vite hands them over: an entry, a login page chunk
 * importing a shared chunk, and what that shared chunk imports in each case.
 */
const SRC = "/app/src";

function chunk(fileName: string, name: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: "chunk", fileName, name, moduleIds, imports, isEntry } as unknown as Rollup.OutputChunk;
}

function bundleWith(sharedImports: string[], sharedModules: string[] = [`${SRC}/common/page-title.tsx`]): Rollup.OutputBundle {
  const files = [
    chunk("assets/index.js", "index", [`${SRC}/main.tsx`], [], true),
    chunk("assets/login-page.js", "login-page", [`${SRC}/auth/pages/login-page.tsx`], ["assets/shared.js", "assets/index.js"]),
    chunk("assets/shared.js", "shared", sharedModules, sharedImports),
    chunk("assets/shop.js", "shop", [`${SRC}/shop/layout/shop-layout.tsx`], ["assets/shared.js"]),
    chunk("assets/form.js", "form", ["/app/node_modules/antd/es/form/index.js"]),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

function check(bundle: Rollup.OutputBundle) {
  const plugin = lightPublicPages({
    srcDir: SRC,
    modules: ["auth/pages/login-page.tsx"],
    chunks: ["shop"],
    packages: [/[\\/]node_modules[\\/]antd[\\/]/],
  });
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
  return () => hook.call({}, {}, bundle);
}

it("lets a sign-in page through that loads only its own and the shared code", () => {
  expect(check(bundleWith([]))).not.toThrow();
});

it("fails the build when a sign-in page would load the shop chunk, naming both", () => {
  expect(check(bundleWith(["assets/shop.js"]))).toThrow(/auth\/pages\/login-page\.tsx loads the "shop" chunk \(assets\/shop\.js\)/);
});

it("fails the build when a sign-in page would load antd, naming the module", () => {
  expect(check(bundleWith(["assets/form.js"]))).toThrow(/login-page\.tsx loads \/app\/node_modules\/antd\/es\/form\/index\.js/);
  expect(check(bundleWith([], ["/app/node_modules/antd/es/button/index.js"]))).toThrow(/antd\/es\/button/);
});

it("fails the build when a page it checks is in no chunk (moved or renamed)", () => {
  const bundle = bundleWith([]);
  delete bundle["assets/login-page.js"];
  expect(check(bundle)).toThrow(/auth\/pages\/login-page\.tsx is in no chunk/);
});

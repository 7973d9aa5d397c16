// Compiles the load tools (bench/, soak/) into tools/dist, file by file, with TypeScript itself.
// They import the app as the backend's build made it (@ruchi/backend/dist/..., see tsconfig.json),
// so only their own files are compiled: a whole-program tsc would emit a second copy of the app
// beside them. Their types are checked with the rest by `npm run typecheck`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const tools = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(tools, "dist");
const configHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  },
};
const parsed = ts.getParsedCommandLineOfConfigFile(path.join(tools, "tsconfig.json"), {}, configHost);
const compilerOptions = { ...parsed.options, noEmit: false, sourceMap: false };

rmSync(out, { recursive: true, force: true });
for (const file of parsed.fileNames.filter((name) => !name.endsWith(".spec.ts"))) {
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(file, "utf8"), {
    compilerOptions,
    fileName: file,
    reportDiagnostics: true,
  });
  if (diagnostics?.length)
    throw new Error(ts.formatDiagnostics(diagnostics, { ...ts.sys, getCanonicalFileName: (name) => name, getNewLine: () => "\n" }));
  const target = path.join(out, path.relative(tools, file)).replace(/\.ts$/, ".js");
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, outputText);
}

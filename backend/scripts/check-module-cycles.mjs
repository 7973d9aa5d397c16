// No import cycle between modules (docs/architecture.md#dependency-rules): the modules under
// src/modules/ form a graph, A -> B when a file of A imports a file of B (types included), and
// every strongly connected component of more than one module is a cycle, printed with the imports
// that close it; exits 1 then. Only a module's own imports count: common/ imports no module, and
// db/ and the adapters assemble them all. dependency-cruiser's `circular` judges files, and its
// folder rules (scope "folder") judge each file's own folder and follow cycles through common/
// and db/ without a way to leave them out, so the modules' graph is built here from its cruise.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const backendDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(backendDir);
const { options } = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

const moduleOf = (file) => /^(?:backend\/)?src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Every import from one module into another: { from, to, fromFile, toFile, typeOnly }. */
async function crossModuleImports() {
  const { output } = await cruise(["src"], { ...options, validate: false }, {}, { tsConfig: extractTSConfig(options.tsConfig.fileName) });
  const imports = [];
  for (const file of output.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      const typeOnly = dependency.dependencyTypes.includes("type-only") || dependency.preCompilationOnly === true;
      imports.push({ from, to, fromFile: file.source, toFile: dependency.resolved, typeOnly });
    }
  }
  return imports;
}

/** Tarjan's strongly connected components of the graph `edges` (a Map of node -> Set of nodes). */
function stronglyConnected(edges) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

const imports = await crossModuleImports();
const edges = new Map();
for (const { from, to } of imports) {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}
const cycles = stronglyConnected(edges).filter((component) => component.length > 1);

if (cycles.length === 0) {
  console.log(
    `module-cycles: no import cycle between the ${new Set(imports.flatMap(({ from, to }) => [from, to])).size} modules that import each other.`,
  );
} else {
  for (const members of cycles) {
    console.error(`\n  error module-cycle: ${members.join(", ")} import each other:`);
    const inCycle = imports.filter(({ from, to }) => members.includes(from) && members.includes(to));
    for (const pair of [...new Set(inCycle.map(({ from, to }) => `${from} -> ${to}`))].sort()) {
      console.error(`    ${pair}`);
      for (const found of inCycle.filter(({ from, to }) => `${from} -> ${to}` === pair)) {
        console.error(`      ${found.fromFile} → ${found.toFile}${found.typeOnly ? " (types)" : ""}`);
      }
    }
  }
  console.error(
    `\nx ${cycles.length} import cycle${cycles.length === 1 ? "" : "s"} between modules: break each through an interface or an event the needed module exposes, or move the shared piece to the module that owns it or to common/.\n`,
  );
  process.exitCode = 1;
}

import type { Plugin } from "vite";

const ICON_NAME = /^[A-Z]\w*(?:Outlined|Filled|TwoTone)$/;

/**
 * Rewrites `import { LeftOutlined, RightOutlined } from "@ant-design/icons"` into one import per
 * icon file (`@ant-design/icons/LeftOutlined` ..., the package's own deep paths), as babel-plugin-import did for
 * webpack. The output is the same icons; what changes is the module graph: a page no longer
 * imports the package's index, which imports every icon and the two-tone colour helpers, so the
 * chunk grouping in vite.config.ts sees which icons a page really uses. An import naming
 * anything else than icons (a type, a helper) is left as it is.
 */
export function deepIconImports(): Plugin {
  return {
    name: "ruchi:deep-icon-imports",
    // Only the build's chunks need it; the dev server keeps the package's one pre-bundled index.
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\.tsx?$/.test(id.split("?")[0]!) || !code.includes('"@ant-design/icons"')) return null;
      let changed = false;
      const output = code.replace(/^import \{([^}]*)\} from "@ant-design\/icons";$/gm, (statement, list: string) => {
        const specifiers = list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
            return { imported, local };
          });
        if (!specifiers.every(({ imported }) => ICON_NAME.test(imported))) return statement;
        changed = true;
        // As many lines as before, so the lines after it keep their numbers.
        const imports = specifiers.map(({ imported, local }) => `import ${local} from "@ant-design/icons/${imported}";`);
        return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
      });
      return changed ? { code: output, map: null } : null;
    },
  };
}

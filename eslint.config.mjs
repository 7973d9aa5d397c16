// The lint step of `npm test`: a small rule set on top of the type-check. ESLint's and
// typescript-eslint's recommended rules (no type information needed, so it stays fast), and the
// two classic React hooks rules: hooks called unconditionally, effects listing what they read.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/gql/**", "data/**", "**/*.cjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    files: ["frontend/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The package's index imports every icon and the two-tone helpers: a page that imports it
      // drags them into its chunk (frontend/README.md, "Rules that keep the shop fast").
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@ant-design/icons",
              message: 'Import each icon from its own file: import LeftOutlined from "@ant-design/icons/LeftOutlined".',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["frontend/public/**/*.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);

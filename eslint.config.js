import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "drizzle/", "data/", "scratch/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Import boundaries (CONVENTIONS.md): shared imports nothing of ours; web never imports server.
  {
    files: ["src/shared/**"],
    rules: restrict([
      {
        group: ["**/server/**", "**/web/**", "node:*", "drizzle-orm*", "react*"],
        message: "src/shared is isomorphic: no server, web, node or drizzle imports.",
      },
    ]),
  },
  {
    files: ["src/web/**"],
    rules: restrict([
      {
        group: ["**/server/**", "node:*", "drizzle-orm*", "better-auth*"],
        message: "The web app talks to the server over HTTP only.",
      },
    ]),
  },
  {
    files: ["src/web/features/*/**"],
    rules: restrict([
      {
        group: ["**/server/**", "node:*", "drizzle-orm*", "better-auth*"],
        message: "The web app talks to the server over HTTP only.",
      },
      {
        regex: "^\\.\\./(?!\\.\\.)[^/]+/|features/",
        message: "Features do not import each other; move shared pieces to components/ or lib/.",
      },
    ]),
  },
);

import { builtinModules } from "node:module";
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries (CONVENTIONS.md; the choices are in docs/decisions/007-lint-rules.md):
// shared imports nothing of ours and nothing that needs Node or a server; the web talks to
// the server over HTTP only; features do not import each other, and nothing outside
// features/ imports a feature except the router's lazy page imports.
const builtins = builtinModules.filter((m) => !m.startsWith("_")).map((m) => m.replace(/[/]/g, "\\/"));
const NODE_BUILTINS = {
  regex: `^(node:.*|(${builtins.join("|")})(\\/.*)?)$`,
  message: "Node built-ins do not exist in the browser; keep this on the server.",
};
const SERVER_PACKAGES = {
  regex:
    "^(fastify|fastify-[^/]+|@fastify\\/[^/]+|pg|pg-[^/]+|@electric-sql\\/[^/]+|drizzle-orm|drizzle-kit|better-auth|nodemailer|sharp|web-push)(\\/.*)?$",
  message: "A server-only package: the web and src/shared must not pull it in.",
};
const SERVER_CODE = { group: ["**/server/**"], message: "The web app talks to the server over HTTP only." };
const ANY_FEATURE = {
  regex: "(^|\\/)features\\/",
  message: "Only features import features: move the shared piece to components/, lib/ or api/.",
};
const OTHER_FEATURE = {
  regex: "^\\.\\.\\/(?!\\.\\.)[^/]+\\/|(^|\\/)features\\/",
  message: "Features do not import each other; move shared pieces to components/, lib/ or api/.",
};
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// no-restricted-imports does not see import(): the same boundaries for dynamic imports,
// on a literal source and on the text of a template literal's parts.
// A control with a browser check (required, min, type="email"…) answers it in the app's words:
// the browser's bubble speaks the browser's language, not the page's (own-validity.ts). Given with
// the import rules because one no-restricted-syntax setting replaces another.
const CONTROLS_ANSWER_THEIR_CHECKS = {
  selector:
    "JSXOpeningElement[name.name=/^(input|select|textarea)$/]:has(JSXAttribute[name.name=/^(required|min|max|minLength|pattern)$/], JSXAttribute[name.name='type'][value.value=/^(email|url)$/]):not(:has(JSXAttribute[name.name='onInvalid']))",
  message:
    "Use TextField/SelectField/TextAreaField, or give the control useOwnValidity's onInvalid: the browser's own bubble is not in the page's language.",
};
// Every form is a Form (components/ui/form.tsx): it says noValidate, so no browser bubble speaks
// the browser's language on a page in the app's, and runs the browser's checks itself, with the
// messages under the fields and focus on the first invalid one. A bare <form noValidate> would
// drop the checks (an empty note was sent), a bare <form> would bring the bubble back (issue 30).
const FORMS_VALIDATE_THEMSELVES = {
  selector: "JSXOpeningElement[name.name='form']",
  message:
    "Use Form from components/ui/form.tsx: it is noValidate and runs the browser's checks itself, in the page's language, and moves focus to the first invalid field.",
};
const restrictDynamicImports = (source, message) => ({
  "no-restricted-syntax": [
    "error",
    { selector: `ImportExpression[source.value=${source}]`, message },
    { selector: `ImportExpression > TemplateLiteral > TemplateElement[value.raw=${source}]`, message },
    CONTROLS_ANSWER_THEIR_CHECKS,
    FORMS_VALIDATE_THEMSELVES,
  ],
});

const WEB = "src/web/**/*.{ts,tsx}";
const WEB_OUTSIDE_FEATURES = [
  "src/web/*.{ts,tsx}",
  "src/web/app/**/*.{ts,tsx}",
  "src/web/api/**/*.{ts,tsx}",
  "src/web/components/**/*.{ts,tsx}",
  "src/web/lib/**/*.{ts,tsx}",
];

// JSX attributes that hold code, not words a person reads (for i18next/no-literal-string).
const CODE_ATTRIBUTES = [
  "className",
  ".*ClassName",
  "style",
  "type",
  "key",
  "id",
  "htmlFor",
  "name",
  "to",
  "href",
  "src",
  "rel",
  "target",
  "role",
  "lang",
  "method",
  // Form passes these to its <form>, where the plugin did not read them as words either.
  "action",
  "onSubmit",
  "encType",
  "accept",
  "autoComplete",
  "inputMode",
  "pattern",
  "form",
  "variant",
  "tone",
  "size",
  "width",
  "height",
  "as",
  "slot",
  "elementType",
  "data-.*",
  "aria-(hidden|live|current|haspopup|expanded|controls|labelledby|describedby|invalid|pressed|sort|busy|atomic|relevant|modal|selected|checked|disabled|required)",
  "i18nKey",
  // React Aria's Calendar: how the previous/next buttons page.
  "pageBehavior",
  "(view|preserve)[A-Z].*",
  "d",
  "viewBox",
  "fill",
  "stroke",
  "stroke.*",
  "xmlns",
  "loading",
  "decoding",
  "fetchPriority",
  "sizes",
  "srcSet",
  "referrerPolicy",
  "sandbox",
  "scope",
  "dir",
  "step",
  "min",
  "max",
  "defaultValue",
  "value",
  "placement",
  "orientation",
  "selectionMode",
  "selectionBehavior",
  "granularity",
  "hourCycle",
  "layout",
  "path",
  "mode",
  "icon",
  "kind",
  "status",
  "align",
  "position",
  "layer",
  "area",
  "roles?",
  "ability",
  "field",
  "column",
  "tab",
  "subjectType",
  // react-leaflet: where a tooltip opens.
  "direction",
];

// Functions whose string arguments are code, not words a person reads: eslint-plugin-i18next's
// own defaults (giving the option replaces them), then react-hook-form's field names
// (`register("bio")`, `form.setValue("coveredStates", …)`, and the forms' `field("bio")` and
// `error("bio")` helpers around them).
const CODE_CALLEES = [
  "i18n(ext)?",
  "t",
  "require",
  "addEventListener",
  "removeEventListener",
  "postMessage",
  "getElementById",
  "dispatch",
  "commit",
  "includes",
  "indexOf",
  "endsWith",
  "startsWith",
  "register",
  "setValue",
  "getValues",
  "watch",
  "setError",
  "clearErrors",
  "trigger",
  "resetField",
  "fieldError",
  "field",
  "error",
  // A form's `bind("email")` (register plus its message); URLSearchParams/FormData `get("redirect")`.
  "bind",
  "get",
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "build/",
      "node_modules/",
      "drizzle/",
      "data/",
      "scratch/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/shared/**"],
    rules: restrictImports(
      {
        group: ["**/server/**", "**/web/**", "react", "react-*", "react/*"],
        message: "src/shared is isomorphic: it imports nothing of the server or the web.",
      },
      NODE_BUILTINS,
      SERVER_PACKAGES,
    ),
  },
  // The booking core announces what happened (modules/bookings/events.ts); the modules that act
  // on it register handlers (src/server/booking-handlers.ts). Its tests may set up their records.
  {
    files: ["src/server/modules/bookings/**/*.ts"],
    ignores: ["src/server/modules/bookings/**/*.test.ts"],
    rules: restrictImports({
      regex: "^\\.\\./(deposits|handover|invoices|vouchers|scam-reports)/",
      message:
        "The booking core imports none of its satellites: announce in events.ts and handle it in that module's booking-handlers.ts.",
    }),
  },
  { files: [WEB], rules: restrictImports(SERVER_CODE, NODE_BUILTINS, SERVER_PACKAGES) },
  { files: WEB_OUTSIDE_FEATURES, rules: restrictImports(SERVER_CODE, NODE_BUILTINS, SERVER_PACKAGES, ANY_FEATURE) },
  {
    files: WEB_OUTSIDE_FEATURES,
    // The routes alone load each feature's page as its own chunk.
    ignores: ["src/web/app/routes.tsx"],
    rules: restrictDynamicImports(`/${ANY_FEATURE.regex}/`, ANY_FEATURE.message),
  },
  {
    files: ["src/web/features/*/**/*.{ts,tsx}"],
    rules: {
      ...restrictImports(SERVER_CODE, NODE_BUILTINS, SERVER_PACKAGES, OTHER_FEATURE),
      ...restrictDynamicImports(`/${OTHER_FEATURE.regex}/`, OTHER_FEATURE.message),
    },
  },
  // Dates and numbers a person reads go through src/shared/i18n/format.ts (and money through
  // shared/money.ts): one style per kind across the app, in Malaysia's time zone whatever the
  // device's, with formatters made once. A stray toLocaleDateString gave one admin page three
  // date styles and invoices the reader's day instead of Malaysia's.
  {
    files: [WEB],
    ignores: ["src/web/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Format dates and numbers with src/shared/i18n/format.ts (money with shared/money.ts).",
        })),
        {
          object: "Intl",
          property: "DateTimeFormat",
          message: "Format dates with src/shared/i18n/format.ts.",
        },
      ],
    },
  },
  // React: the hooks rules, including the React Compiler's checks of render purity, and
  // the accessibility rules. Why each is on or off: docs/decisions/007-lint-rules.md.
  {
    files: [WEB],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      "react-hooks/unsupported-syntax": "error",
      // Says the compiler would skip a component (react-hook-form's watch()); we do not run it.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    files: [WEB],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our components take a `role` prop that is an account role, not an ARIA role; the
      // DOM elements they render are still checked.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
      // Our alt texts name which picture it is ("Photo of Siti Studio Rentals", "Photo 1
      // (cover)"): the word is the picture's identity, not a redundant "image".
      "jsx-a11y/img-redundant-alt": "off",
    },
  },
  // Every text a person reads comes from the catalogues (src/shared/i18n): no literal text in
  // JSX, as content or in an attribute a person reads (label, placeholder, title, aria-*, alt).
  // Attributes that are code (class names, routes, roles, input types) are allowed.
  {
    files: ["src/web/**/*.tsx"],
    ignores: ["src/web/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { exclude: CODE_ATTRIBUTES },
          callees: { exclude: CODE_CALLEES },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s·•×—–…←→‹›]+", "SewaGear", "RM", "EN", "BM", "DuitNow", "MyKad"] },
        },
      ],
    },
  },
);

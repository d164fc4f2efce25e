/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by
 * trying once. Our Content-Security-Policy has no 'unsafe-eval', so in the
 * browser that try is refused and reported as a CSP violation (the console's
 * "Issues", Lighthouse's best-practices score), although Zod catches it. The web
 * app never needs the compiled parsers (a form parses a few fields), so it turns
 * them off before any schema is made; the server keeps them.
 *
 * Zod keeps its settings in an object on this global, made by whichever comes
 * first, Zod or this module; setting the flag on that object (not replacing it)
 * works in either order. Writing it here rather than calling `config()` keeps
 * Zod's core out of the entry chunk (zod-without-eval.test.ts holds Zod to that).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A module (not a script), so it can be imported for its effect.
export {};

/** Refusals that apply to every endpoint (plugins/input-guard.ts, plugins/rate-limit.ts). */
export const hardening = {
  nul: "This text contains a character that cannot be saved (a NUL byte). Remove it and try again.",
  surrogate: "This text contains a broken character. Retype it and try again.",
  invisible: "This text is made only of invisible characters. Type something readable.",
};

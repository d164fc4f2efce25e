/**
 * The URL of one resource under `base`, and of what hangs below it:
 * `resourcePath("/api/gear")(id, "/blocks")`. The id is encoded, since ids and
 * usernames come from URLs the user can type.
 */
export const resourcePath =
  (base: string) =>
  (id: string, rest = "") =>
    `${base}/${encodeURIComponent(id)}${rest}`;

import { gear } from "../../db/schema";
import { newId } from "../../lib/ids";
import { type TestApp, TEST_ORIGIN } from "../../test/test-app";
import { buildTestAppWithFiles, postForm } from "../../test/uploads";

export { pngImage } from "../../test/uploads";
/** A test app whose uploads can be inspected (see test/uploads.ts). */
export const buildTestAppWithUploads = () => buildTestAppWithFiles();

/** POST one file as multipart from our own origin. */
export function upload(
  ctx: TestApp,
  url: string,
  file: { field: string; filename: string; data: Buffer; type?: string },
  cookie?: string,
) {
  return postForm(ctx, url, {}, [file], cookie);
}

/** PUT JSON from our own origin, optionally signed in. */
export function put(ctx: TestApp, url: string, payload: object, cookie?: string) {
  return ctx.app.inject({
    method: "PUT",
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** DELETE from our own origin, optionally signed in. */
export function del(ctx: TestApp, url: string, cookie?: string) {
  return ctx.app.inject({ method: "DELETE", url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

/** A gear row inserted directly (the gear endpoints belong to another module). */
export async function insertGear(ctx: TestApp, ownerId: string, overrides: Partial<typeof gear.$inferInsert> = {}) {
  const id = newId();
  await ctx.db
    .insert(gear)
    .values({ id, ownerId, name: "Sony A7 IV", category: "cameras", pricePerDay: 14000, ...overrides });
  return id;
}

import { type TestApp, TEST_ORIGIN } from "../../test/test-app";
import { buildTestAppWithFiles, type FilesTestApp, pngImage, postForm, type UploadFile } from "../../test/uploads";

export { formBody, listFiles, pngImage, postForm, type UploadFile } from "../../test/uploads";
export type GearTestApp = FilesTestApp;
/** A test app whose uploads can be inspected (see test/uploads.ts). */
export const buildGearTestApp = () => buildTestAppWithFiles();
import type { CreateGearRequest } from "../../../shared/gear-contracts";

export const listing = (overrides: Partial<CreateGearRequest> = {}): CreateGearRequest => ({
  name: "Sony FX3 Cinema Camera",
  category: "cameras",
  brand: "Sony",
  model: "FX3",
  description: "Compact full-frame cinema body with two batteries.",
  condition: "like_new",
  specs: [{ label: "Sensor", value: "Full frame 12 MP" }],
  pricePerDay: 25000,
  extendedPrice: 20000,
  deposit: 300000,
  ...overrides,
});

/** POST /api/gear with `data` and the given photos (one PNG by default). */
export async function postGear(
  ctx: TestApp,
  cookie: string | undefined,
  data: object = listing(),
  photos?: UploadFile[],
) {
  return postForm(ctx, "/api/gear", { data: JSON.stringify(data) }, photos ?? [{ data: await pngImage() }], cookie);
}

/** Create a listing and return its id (fails the test unless 201). */
export async function createGearId(
  ctx: TestApp,
  cookie: string,
  data: object = listing(),
  photos?: UploadFile[],
): Promise<string> {
  const res = await postGear(ctx, cookie, data, photos);
  if (res.statusCode !== 201) throw new Error(`create gear: ${res.statusCode} ${res.body}`);
  return res.json().gear.id as string;
}

/** Any JSON request from our own origin. */
export function send(
  ctx: TestApp,
  method: "PATCH" | "PUT" | "POST" | "DELETE",
  url: string,
  payload: object | undefined,
  cookie?: string,
) {
  return ctx.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
}

let n = 0;
/** A unique valid owner username. */
export const username = (prefix = "owner") => `${prefix}_${Date.now().toString(36).slice(-5)}${n++}`;

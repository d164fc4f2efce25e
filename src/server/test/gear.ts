import type { CreateGearRequest } from "../../shared/gear-contracts";
import { type Caller, multipart, type UploadFile } from "./request";
import type { TestApp } from "./test-app";
import { pngImage } from "./uploads";

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
export async function postGear(ctx: TestApp, as: Caller, data: object = listing(), photos?: UploadFile[]) {
  const body = multipart({ data: JSON.stringify(data) }, photos ?? [{ data: await pngImage() }]);
  return ctx.request.post("/api/gear", body, { as });
}

/** Create a listing and return its id (fails the test unless 201). */
export async function createGearId(
  ctx: TestApp,
  as: Caller,
  data: object = listing(),
  photos?: UploadFile[],
): Promise<string> {
  const res = await postGear(ctx, as, data, photos);
  if (res.statusCode !== 201) throw new Error(`create gear: ${res.statusCode} ${res.body}`);
  return res.json().gear.id as string;
}

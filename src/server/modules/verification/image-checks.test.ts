import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DOCUMENT_IMAGE_LIMITS, measureGreyscale, measureSize } from "../../../shared/document-image-checks";
import { documentCard } from "../../test/uploads";
import { measureDocumentImage } from "./image-checks";

/** As stored: re-encoded WebP (verification/service.ts measures the stored image). */
const stored = (img: Buffer) => sharp(img).webp({ quality: 82 }).toBuffer();

describe("document image checks (sharp's statistics)", () => {
  it("a sharp, lit, large card has no flags", async () => {
    const m = await measureDocumentImage(await stored(await documentCard()));
    expect(m).toMatchObject({ width: 1600, height: 1000, flags: [] });
    expect(m.sharpness).toBeGreaterThan(DOCUMENT_IMAGE_LIMITS.minSharpness);
  });

  it.each([
    [
      "a black image",
      () =>
        sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      ["tooDark"],
    ],
    [
      "a card in the dark",
      async () =>
        sharp(await documentCard())
          .linear(0.15, 0)
          .png()
          .toBuffer(),
      ["tooDark"],
    ],
    [
      "a blurred card",
      async () =>
        sharp(await documentCard())
          .blur(6)
          .png()
          .toBuffer(),
      ["tooBlurred"],
    ],
    [
      "a card blurred by σ 3",
      async () =>
        sharp(await documentCard())
          .blur(3)
          .png()
          .toBuffer(),
      ["tooBlurred"],
    ],
    ["a tiny card", () => documentCard(300, 188), ["tooSmall"]],
    [
      "a tiny black image",
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      ["tooSmall", "tooDark"],
    ],
  ] as const)("%s is flagged", async (_name, make, flags) => {
    expect((await measureDocumentImage(await stored(await make()))).flags).toEqual(flags);
  });

  it("the browser's measure (shared) agrees with sharp's", async () => {
    for (const img of [
      await documentCard(),
      await sharp(await documentCard())
        .blur(2)
        .png()
        .toBuffer(),
    ]) {
      const webp = await stored(img);
      const server = await measureDocumentImage(webp);
      const size = measureSize(server.width, server.height);
      const { data } = await sharp(webp)
        .resize(size.width, size.height, { fit: "fill" })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const browser = measureGreyscale(data, size.width, size.height);
      expect(Math.abs(browser.luminance - server.luminance)).toBeLessThan(0.5);
      expect(Math.abs(browser.sharpness - server.sharpness)).toBeLessThan(0.2);
    }
  });
});

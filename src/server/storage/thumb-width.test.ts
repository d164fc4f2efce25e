import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage } from "./images";
import { THUMB_MAX_SIDE, thumbWidth } from "../../shared/image-sizes";

describe("thumbWidth", () => {
  it.each([
    [2400, 1600],
    [1000, 3000],
    [300, 200],
    [481, 481],
  ])("is the width of the thumbnail the upload pipeline makes from %i × %i", async (width, height) => {
    const input = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const { thumb } = await processImage(input);
    const made = await sharp(thumb).metadata();
    expect(thumbWidth(width, height)).toBe(made.width);
    expect(Math.max(made.width!, made.height!)).toBeLessThanOrEqual(THUMB_MAX_SIDE);
  });
});

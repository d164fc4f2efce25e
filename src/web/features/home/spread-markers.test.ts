import { describe, expect, it } from "vitest";
import { type Circle, spreadApart } from "./spread-markers";

const overlaps = (circles: Circle[], at: { x: number; y: number }[], gap: number) =>
  circles.flatMap((c, i) =>
    circles
      .slice(i + 1)
      .map((d, k) => i + 1 + k)
      .filter((j) => Math.hypot(at[i]!.x - at[j]!.x, at[i]!.y - at[j]!.y) < c.r + circles[j]!.r + gap - 1e-9)
      .map((j) => [i, j]),
  );

describe("spreadApart", () => {
  it("leaves circles that do not touch where they are", () => {
    const circles = [
      { x: 0, y: 0, r: 12 },
      { x: 40, y: 0, r: 12 },
      { x: 0, y: 100, r: 17 },
    ];
    expect(spreadApart(circles)).toEqual(circles.map(({ x, y }) => ({ x, y })));
  });

  it("parts two overlapping circles along the line between them, each by half", () => {
    const [a, b] = spreadApart(
      [
        { x: 0, y: 0, r: 12 },
        { x: 10, y: 0, r: 12 },
      ],
      2,
    );
    expect(a!.y).toBe(0);
    expect(b!.y).toBe(0);
    expect(b!.x - a!.x).toBeGreaterThanOrEqual(26);
    expect(b!.x - a!.x).toBeLessThan(26.1);
    expect((a!.x + b!.x) / 2).toBeCloseTo(5, 6);
  });

  it("parts circles on the very same spot", () => {
    const at = spreadApart([
      { x: 5, y: 5, r: 12 },
      { x: 5, y: 5, r: 12 },
    ]);
    expect(Math.hypot(at[0]!.x - at[1]!.x, at[0]!.y - at[1]!.y)).toBeGreaterThanOrEqual(26);
  });

  it("untangles a cluster like Kuala Lumpur, Selangor and Putrajaya at a phone's zoom, moving each only a little", () => {
    // The projected centres at zoom 5 (pixels), with the home map's sizes.
    const circles = [
      { x: 6359.7, y: 3948.3, r: 17 }, // Selangor
      { x: 6364.1, y: 3957.1, r: 14 }, // W.P. Kuala Lumpur
      { x: 6364.1, y: 3961.9, r: 12 }, // W.P. Putrajaya
      { x: 6358.1, y: 3986.1, r: 12 }, // Negeri Sembilan
      { x: 6338.3, y: 3942.2, r: 13 }, // Perak
    ];
    const at = spreadApart(circles);
    expect(overlaps(circles, at, 2)).toEqual([]);
    for (const [i, c] of circles.entries()) expect(Math.hypot(at[i]!.x - c.x, at[i]!.y - c.y)).toBeLessThan(45);
  });
});

export interface Circle {
  x: number;
  y: number;
  /** Radius in pixels. */
  r: number;
}

/**
 * Circles moved apart until no two overlap or come closer than `gap` pixels:
 * each round pushes every overlapping pair apart along the line between them,
 * each by half of what is missing. Neighbouring states (Perlis, Kedah and Pulau
 * Pinang; Selangor, Kuala Lumpur and Putrajaya) sit a few pixels apart at the
 * zoom a phone shows, so their markers would cover each other: then one cannot
 * be tapped, and a target smaller than 24 px or covered by another fails
 * WCAG 2.5.8. A marker moves as little as that takes, so it stays beside its state.
 */
export function spreadApart(circles: Circle[], gap = 2, rounds = 100): { x: number; y: number }[] {
  const at = circles.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        const need = circles[i]!.r + circles[j]!.r + gap;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= need) continue;
        if (d === 0) {
          // Same spot: part them along a fixed direction per pair, so the result is stable.
          const angle = (i * 7 + j * 13) % 360;
          dx = Math.cos((angle * Math.PI) / 180);
          dy = Math.sin((angle * Math.PI) / 180);
          d = 1;
        }
        // A hair more than half the overlap each, so floating point cannot leave a pair touching.
        const push = ((need - d) / 2 + 0.01) / d;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at;
}

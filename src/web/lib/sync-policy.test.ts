import { describe, expect, it } from "vitest";
import { ROLES } from "../../shared/roles";
import { CACHE_GC_MS, nextBatteryLow, reconnectDelayMs, refetchIntervalMs } from "./sync-policy";

const min = (n: number) => n * 60_000;

describe("periodic refetch per role (seed section 9)", () => {
  it("owner 5 min (10 in power save), admin 3 (5), everyone else 10 (15)", () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [role, [refetchIntervalMs(role, false), refetchIntervalMs(role, true)]]),
    );
    expect(table).toEqual({
      owner: [min(5), min(10)],
      admin: [min(3), min(5)],
      user: [min(10), min(15)],
      staff: [min(10), min(15)],
      accountant: [min(10), min(15)],
    });
  });

  it("signed out: no periodic refetch", () => {
    expect(refetchIntervalMs(null, false)).toBe(false);
    expect(refetchIntervalMs(undefined, true)).toBe(false);
  });

  it("kept answers are dropped after an hour", () => {
    expect(CACHE_GC_MS).toBe(min(60));
  });
});

describe("battery power save: under 20 % on, over 30 % off, in between unchanged", () => {
  it.each([
    [false, 0.19, true],
    [false, 0.2, false],
    [false, 0.25, false],
    [false, 0.3, false],
    [true, 0.25, true],
    [true, 0.3, true],
    [true, 0.31, false],
    [true, 0.9, false],
  ])("was low %s, level %s → low %s", (wasLow, level, low) => {
    expect(nextBatteryLow(wasLow, level)).toBe(low);
  });

  it("a battery falling then recovering switches at 20 % down and above 30 % up", () => {
    let low = false;
    const seen = [0.5, 0.25, 0.19, 0.22, 0.28, 0.3, 0.31, 0.25].map((level) => (low = nextBatteryLow(low, level)));
    expect(seen).toEqual([false, false, true, true, true, true, false, false]);
  });

  it("no battery level known: never power save on its account", () => {
    expect(nextBatteryLow(true, null)).toBe(false);
  });
});

describe("live reconnect back-off", () => {
  it("doubles from 1 s up to the 60 s cap, with the jitter in the upper half", () => {
    const upper = [0, 1, 2, 3, 4, 5, 6, 7, 12].map((a) => reconnectDelayMs(a, () => 1));
    const lower = [0, 1, 2, 3, 4, 5, 6, 7, 12].map((a) => reconnectDelayMs(a, () => 0));
    expect(upper).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(lower).toEqual(upper.map((ms) => ms / 2));
  });

  it("a random draw lands between the half and the whole ceiling", () => {
    for (let i = 0; i < 50; i++) {
      const ms = reconnectDelayMs(4);
      expect(ms).toBeGreaterThanOrEqual(8_000);
      expect(ms).toBeLessThanOrEqual(16_000);
    }
  });
});

import { describe, expect, it } from "vitest";
import { type BatteryLike, watchPowerSave } from "./power-save";

class FakeDoc extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

class FakeBattery extends EventTarget implements BatteryLike {
  constructor(public level: number) {
    super();
  }
  charge(level: number) {
    this.level = level;
    this.dispatchEvent(new Event("levelchange"));
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function watch(battery?: FakeBattery | "refused") {
  const doc = new FakeDoc();
  const modes: boolean[] = [];
  const getBattery =
    battery === undefined
      ? undefined
      : () => (battery === "refused" ? Promise.reject(new Error("no")) : Promise.resolve(battery));
  const stop = watchPowerSave({ doc, getBattery, onChange: (m) => modes.push(m) });
  return { doc, modes, stop };
}

describe("power save follows the page and the battery", () => {
  it("a hidden page saves power; visible again, normal", () => {
    const { doc, modes } = watch();
    doc.show("hidden");
    doc.show("visible");
    expect(modes).toEqual([false, true, false]);
  });

  it("no Battery Status API, or the browser refusing it: only visibility counts", async () => {
    const { doc, modes } = watch("refused");
    await flush();
    doc.show("hidden");
    expect(modes).toEqual([false, true]);
  });

  it("battery under 20 % switches on, back above 30 % off, 25 % keeps the mode", async () => {
    const battery = new FakeBattery(0.5);
    const { modes } = watch(battery);
    await flush();
    battery.charge(0.25);
    battery.charge(0.15);
    battery.charge(0.25);
    expect(modes).toEqual([false, true]);
    battery.charge(0.35);
    expect(modes).toEqual([false, true, false]);
  });

  it("a low battery already at start, and a visible page does not cancel it", async () => {
    const battery = new FakeBattery(0.1);
    const { doc, modes } = watch(battery);
    await flush();
    doc.show("hidden");
    doc.show("visible");
    expect(modes).toEqual([false, true]);
  });

  it("after stop, nothing more is reported", async () => {
    const battery = new FakeBattery(0.5);
    const { doc, modes, stop } = watch(battery);
    stop();
    await flush();
    battery.charge(0.1);
    doc.show("hidden");
    expect(modes).toEqual([false]);
  });
});

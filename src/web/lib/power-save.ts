import { isPowerSave, nextBatteryLow } from "./sync-policy";

/** The part of the Battery Status API we read (Chromium has it; Safari and Firefox do not). */
export interface BatteryLike {
  level: number;
  addEventListener(type: "levelchange", listener: () => void): void;
  removeEventListener(type: "levelchange", listener: () => void): void;
}

type VisibilityDocument = Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;

export interface PowerSaveOptions {
  doc: VisibilityDocument;
  /** `navigator.getBattery` where it exists. */
  getBattery?: () => Promise<BatteryLike>;
  onChange: (powerSave: boolean) => void;
}

/**
 * Follows the page's visibility and, where the browser tells it, the battery
 * level; calls `onChange` with the current mode at once and then on every
 * switch. Returns the stop function.
 */
export function watchPowerSave({ doc, getBattery, onChange }: PowerSaveOptions) {
  let stopped = false;
  let batteryLow = false;
  let battery: BatteryLike | undefined;
  let current: boolean | undefined;
  const report = () => {
    const next = isPowerSave(doc.visibilityState === "hidden", batteryLow);
    if (next !== current) onChange((current = next));
  };
  const onLevel = () => {
    batteryLow = nextBatteryLow(batteryLow, battery?.level ?? null);
    report();
  };
  doc.addEventListener("visibilitychange", report);
  report();
  // A browser without the API, or one refusing it, leaves the battery out of it.
  getBattery?.()
    .then((b) => {
      if (stopped) return;
      battery = b;
      b.addEventListener("levelchange", onLevel);
      onLevel();
    })
    .catch(() => {});
  return () => {
    stopped = true;
    doc.removeEventListener("visibilitychange", report);
    battery?.removeEventListener("levelchange", onLevel);
  };
}

/** `navigator.getBattery` bound to the navigator, or undefined where the API is missing. */
export function browserBattery(): (() => Promise<BatteryLike>) | undefined {
  const nav = typeof navigator === "undefined" ? undefined : (navigator as { getBattery?: () => Promise<BatteryLike> });
  return nav?.getBattery ? () => nav.getBattery!() : undefined;
}

import { describe, expect, it } from "vitest";
import { keepLiveConnection } from "./live-connection";

class FakeSource extends EventTarget {
  closed = false;
  close() {
    this.closed = true;
  }
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function connection() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared?: boolean }[] = [];
  const events: string[] = [];
  let reconnects = 0;
  const stop = keepLiveConnection({
    open: () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    },
    types: ["booking", "notification"],
    onEvent: (type) => events.push(type),
    onReconnect: () => reconnects++,
    setTimer: (run, ms) => {
      const t = { run, ms };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => void ((t as { cleared?: boolean }).cleared = true),
    random: () => 1,
  });
  const fireNext = () => timers.at(-1)!.run();
  return { sources, timers, events, stop, fireNext, reconnects: () => reconnects };
}

describe("live events reconnect with back-off", () => {
  it("passes events on", () => {
    const c = connection();
    c.sources[0]!.emit("booking");
    c.sources[0]!.emit("unknown");
    expect(c.events).toEqual(["booking"]);
  });

  it("each failed attempt waits twice as long; a successful open resets it and refreshes what was missed", () => {
    const c = connection();
    c.sources[0]!.emit("open");
    expect(c.reconnects()).toBe(0);
    for (let i = 0; i < 3; i++) {
      c.sources.at(-1)!.emit("error");
      expect(c.sources.at(-1)!.closed).toBe(true);
      c.fireNext();
    }
    expect(c.timers.map((t) => t.ms)).toEqual([1_000, 2_000, 4_000]);
    c.sources.at(-1)!.emit("open");
    expect(c.reconnects()).toBe(1);
    c.sources.at(-1)!.emit("error");
    expect(c.timers.at(-1)!.ms).toBe(1_000);
    expect(c.sources).toHaveLength(4);
  });

  it("a second error on the same stream schedules one reconnect only", () => {
    const c = connection();
    c.sources[0]!.emit("error");
    c.sources[0]!.emit("error");
    expect(c.timers).toHaveLength(1);
  });

  it("stop closes the stream and cancels a pending reconnect", () => {
    const c = connection();
    c.sources[0]!.emit("error");
    c.stop();
    expect(c.timers[0]!.cleared).toBe(true);
    const open = connection();
    open.stop();
    expect(open.sources[0]!.closed).toBe(true);
  });
});

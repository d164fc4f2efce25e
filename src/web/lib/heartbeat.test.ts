import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startHeartbeat } from "./heartbeat";

const MINUTE = 60_000;

/** A document whose visibility the test switches, firing visibilitychange like a browser. */
function fakeDocument(initial: DocumentVisibilityState) {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: initial,
    addEventListener: (_type: string, l: () => void) => listeners.add(l),
    removeEventListener: (_type: string, l: () => void) => listeners.delete(l),
    set(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      for (const l of listeners) l();
    },
    listeners,
  };
  return doc;
}

describe("the presence heartbeat's schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (doc: ReturnType<typeof fakeDocument>, send: () => void) =>
    startHeartbeat({ doc: doc as unknown as Document, send, now: () => Date.now() });

  it("beats at once when visible, then every 5 minutes", () => {
    const doc = fakeDocument("visible");
    const send = vi.fn();
    start(doc, send);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("sends nothing while hidden, and beats again on becoming visible", () => {
    const doc = fakeDocument("hidden");
    const send = vi.fn();
    start(doc, send);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(send).not.toHaveBeenCalled();

    doc.set("visible");
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(send).toHaveBeenCalledTimes(2);

    doc.set("hidden");
    vi.advanceTimersByTime(20 * MINUTE);
    expect(send).toHaveBeenCalledTimes(2);
    doc.set("visible");
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("does not beat again for a tab switched back within a minute", () => {
    const doc = fakeDocument("visible");
    const send = vi.fn();
    start(doc, send);
    vi.advanceTimersByTime(20_000);
    doc.set("hidden");
    doc.set("visible");
    expect(send).toHaveBeenCalledTimes(1);
    // The 5-minute rhythm restarts from the return, so the next beat is within 5 minutes of it.
    vi.advanceTimersByTime(5 * MINUTE);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("stops for good when stopped", () => {
    const doc = fakeDocument("visible");
    const send = vi.fn();
    const stop = start(doc, send);
    stop();
    expect(doc.listeners.size).toBe(0);
    vi.advanceTimersByTime(60 * MINUTE);
    doc.set("visible");
    expect(send).toHaveBeenCalledTimes(1);
  });
});

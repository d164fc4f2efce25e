import { reconnectDelayMs } from "./sync-policy";

/** What we use of an EventSource (a fake one in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  open: () => EventSourceLike;
  types: readonly string[];
  onEvent: (type: string) => void;
  /** Called when a connection opens after a drop: events sent meanwhile were missed. */
  onReconnect: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/**
 * Keeps one event stream open. On an error the stream is closed and opened
 * again after reconnectDelayMs(attempt) — exponential, capped, jittered —
 * instead of the browser's fixed retry (which also gives up for good on an
 * HTTP error such as a restarting server's 502). A successful open resets the
 * attempts. Returns the stop function.
 */
export function keepLiveConnection({
  open,
  types,
  onEvent,
  onReconnect,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random,
}: LiveConnectionOptions) {
  let attempt = 0;
  let dropped = false;
  let stopped = false;
  let source: EventSourceLike | undefined;
  let timer: unknown;
  const connect = () => {
    timer = undefined;
    const current = open();
    source = current;
    for (const type of types) current.addEventListener(type, () => onEvent(type));
    current.addEventListener("open", () => {
      attempt = 0;
      if (dropped) onReconnect();
      dropped = false;
    });
    current.addEventListener("error", () => {
      if (stopped || source !== current) return;
      current.close();
      source = undefined;
      dropped = true;
      timer = setTimer(connect, reconnectDelayMs(attempt++, random));
    });
  };
  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    source?.close();
  };
}

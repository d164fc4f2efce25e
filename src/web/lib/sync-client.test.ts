import { QueryClient, QueryObserver, environmentManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSyncInterval } from "./sync-client";
import { refetchIntervalMs } from "./sync-policy";

const MINUTE = 60_000;

describe("the QueryClient refetches at the role's interval", () => {
  // Node has no window, so TanStack would treat the test as server rendering and schedule no timers.
  beforeEach(() => {
    vi.useFakeTimers();
    environmentManager.setIsServer(() => false);
  });
  afterEach(() => {
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === "undefined");
  });

  function watched(qc: QueryClient, own?: number) {
    const queryFn = vi.fn(async () => "answer");
    const observer = new QueryObserver(qc, { queryKey: ["k", own], queryFn, ...(own ? { refetchInterval: own } : {}) });
    const unsubscribe = observer.subscribe(() => {});
    return { queryFn, unsubscribe };
  }

  it("an owner's mounted query refetches every 5 minutes, every 10 once power save starts", async () => {
    const qc = new QueryClient();
    setSyncInterval(qc, refetchIntervalMs("owner", false));
    const { queryFn, unsubscribe } = watched(qc);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(queryFn).toHaveBeenCalledTimes(2);

    setSyncInterval(qc, refetchIntervalMs("owner", true));
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(queryFn).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it("an admin's every 3 minutes; signing out stops it; a query's own interval wins", async () => {
    const qc = new QueryClient();
    setSyncInterval(qc, refetchIntervalMs("admin", false));
    const plain = watched(qc);
    const own = watched(qc, 10_000);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(plain.queryFn).toHaveBeenCalledTimes(2);
    expect(own.queryFn).toHaveBeenCalledTimes(1 + 18);

    setSyncInterval(qc, refetchIntervalMs(null, false));
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(plain.queryFn).toHaveBeenCalledTimes(2);
    plain.unsubscribe();
    own.unsubscribe();
  });

  it("the other defaults stay", () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    setSyncInterval(qc, MINUTE);
    expect(qc.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});

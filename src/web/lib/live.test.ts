import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { bookingKeys } from "../api/bookings";
import { gearKeys } from "../api/gear";
import { invalidateOn } from "./live";

describe("live events mark the right queries stale", () => {
  it("a booking event makes every gear availability window stale, but not the listings", () => {
    const qc = new QueryClient();
    const windowKey = gearKeys.availability("g1", "2026-12-01", "2026-12-31");
    qc.setQueryData(windowKey, { unavailable: [] });
    qc.setQueryData(gearKeys.detail("g1"), { id: "g1" });
    qc.setQueryData(bookingKeys.all, []);

    invalidateOn(qc, "booking");

    expect(qc.getQueryState(windowKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(bookingKeys.all)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(gearKeys.detail("g1"))?.isInvalidated).toBe(false);
  });

  it("an event it does not know changes nothing", () => {
    const qc = new QueryClient();
    qc.setQueryData(bookingKeys.all, []);
    invalidateOn(qc, "something-else");
    expect(qc.getQueryState(bookingKeys.all)?.isInvalidated).toBe(false);
  });

  it("a resync (the server's LISTEN came back) makes every live-kept query stale", () => {
    const qc = new QueryClient();
    const windowKey = gearKeys.availability("g1", "2026-12-01", "2026-12-31");
    qc.setQueryData(windowKey, { unavailable: [] });
    qc.setQueryData(bookingKeys.all, []);
    qc.setQueryData(gearKeys.detail("g1"), { id: "g1" });
    invalidateOn(qc, "resync");
    expect(qc.getQueryState(windowKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(bookingKeys.all)?.isInvalidated).toBe(true);
    // Not live-kept: left alone.
    expect(qc.getQueryState(gearKeys.detail("g1"))?.isInvalidated).toBe(false);
  });
});

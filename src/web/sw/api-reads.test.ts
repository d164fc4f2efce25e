import { describe, expect, it } from "vitest";
import { isCachableApiRead } from "./api-reads";

const read = (path: string, destination: RequestDestination = "") =>
  isCachableApiRead(new URL(path, "https://sewagear.test"), { destination } as Request);

describe("which requests the service worker keeps for offline reading", () => {
  it("keeps the app's own API reads: the session, bookings, notifications", () => {
    for (const path of ["/api/session", "/api/bookings", "/api/bookings/abc", "/api/notifications?lang=ms"])
      expect(read(path), path).toBe(true);
  });

  it("never keeps sign-in flows, the live event stream, exports, or what is not an API read", () => {
    for (const path of [
      "/api/auth/get-session",
      "/api/events",
      "/api/accountant/books/invoices.csv",
      "/api/admin/invoices.csv?status=paid",
      "/booking",
      "/assets/index.js",
    ])
      expect(read(path), path).toBe(false);
  });

  it("leaves images under /api/ (private receipts and photos) to the network", () => {
    expect(read("/api/bookings/abc/receipt", "image")).toBe(false);
  });
});

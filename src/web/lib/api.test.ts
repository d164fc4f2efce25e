import { describe, expect, it } from "vitest";
import { api, ApiError, shouldRetry } from "./api";

describe("which failed reads are retried", () => {
  it("retries network failures, 5xx, 408 and 429 up to three times", () => {
    for (const err of [
      new ApiError(0, "NETWORK", "x"),
      new ApiError(500, "INTERNAL", "x"),
      new ApiError(503, "HTTP_ERROR", "x"),
      new ApiError(408, "HTTP_ERROR", "x"),
      new ApiError(429, "RATE_LIMITED", "x"),
      new Error("boom"),
    ]) {
      expect(shouldRetry(0, err)).toBe(true);
      expect(shouldRetry(2, err)).toBe(true);
      expect(shouldRetry(3, err)).toBe(false);
    }
  });

  it("shows any other 4xx at once: it would answer the same again", () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(shouldRetry(0, new ApiError(status, "BAD_INPUT", "x"))).toBe(false);
  });
});

describe("api", () => {
  it("keeps the server's code, field messages and details on ApiError", async () => {
    const body = {
      error: {
        code: "PROFILE_INCOMPLETE",
        message: "Please complete your profile by adding: ID Card Verification",
        fields: { startDate: "x" },
        details: { missingFields: ["ID Card Verification"] },
      },
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => new Response(JSON.stringify(body), { status: 403 });
    try {
      const err = await api("/api/bookings", { body: {} }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 403, code: "PROFILE_INCOMPLETE", fields: { startDate: "x" } });
      expect((err as ApiError).details.missingFields).toEqual(["ID Card Verification"]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

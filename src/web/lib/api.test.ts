import { describe, expect, it } from "vitest";
import { ApiError, shouldRetry } from "./api";

describe("which failed reads are retried", () => {
  it("retries network failures, 5xx, 408 and 429 up to three times", () => {
    for (const err of [
      new ApiError(0, "NETWORK", "x"),
      new ApiError(500, "INTERNAL", "x"),
      new ApiError(503, "HTTP_503", "x"),
      new ApiError(408, "HTTP_408", "x"),
      new ApiError(429, "THROTTLED", "x"),
      new Error("boom"),
    ]) {
      expect(shouldRetry(0, err)).toBe(true);
      expect(shouldRetry(2, err)).toBe(true);
      expect(shouldRetry(3, err)).toBe(false);
    }
  });

  it("shows any other 4xx at once: it would answer the same again", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new ApiError(status, "X", "x"))).toBe(false);
  });
});

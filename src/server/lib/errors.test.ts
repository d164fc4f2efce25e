import { describe, expect, it } from "vitest";
import { AppError, conflict } from "./errors";

describe("AppError", () => {
  it("carries its answer without a stack trace, and leaves other errors' traces alone", () => {
    const refusal = conflict("taken");
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "CONFLICT", status: 409, message: "taken" });
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(new Error("fault").stack).toMatch(/\n\s+at /);
  });
});

import { describe, expect, it } from "vitest";
import { seesScamWarning } from "./scam-report-contracts";

describe("who is shown a booking's scam warning", () => {
  it("the owner, admins and staff (who have no part in the booking); not the renter, an accountant or a stranger", () => {
    expect(seesScamWarning("owner", "user")).toBe(true);
    expect(seesScamWarning("admin", "admin")).toBe(true);
    expect(seesScamWarning(null, "staff")).toBe(true);
    expect(seesScamWarning("renter", "user")).toBe(false);
    expect(seesScamWarning(null, "accountant")).toBe(false);
    expect(seesScamWarning(null, "user")).toBe(false);
  });
});

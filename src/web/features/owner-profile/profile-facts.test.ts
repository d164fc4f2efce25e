import { describe, expect, it } from "vitest";
import { formatAddress, memberSince } from "./profile-facts";

const malayState = (s: string) => (s === "W.P. Kuala Lumpur" ? "Wilayah Persekutuan Kuala Lumpur" : s);

describe("the public owner profile's facts", () => {
  it("joins the set parts of the business address, naming the state in the language shown", () => {
    const address = { streetAddress: "3A Jalan SS2/24", city: "Petaling Jaya", state: "Selangor", postalCode: "47300" };
    expect(formatAddress(address, (s) => s)).toBe("3A Jalan SS2/24, Petaling Jaya, Selangor, 47300");
    expect(
      formatAddress({ streetAddress: null, city: " ", state: "W.P. Kuala Lumpur", postalCode: "50450" }, malayState),
    ).toBe("Wilayah Persekutuan Kuala Lumpur, 50450");
    expect(formatAddress({ streetAddress: "", city: null, state: null, postalCode: null }, malayState)).toBeNull();
  });

  it("gives the month and year the owner joined, in Malaysia, in either language", () => {
    // 31 Mar 2026 20:00 UTC is already 1 April in Kuala Lumpur.
    expect(memberSince("2026-03-31T20:00:00.000Z", "en")).toBe("April 2026");
    expect(memberSince("2026-03-01T00:00:00.000Z", "en")).toBe("March 2026");
    expect(memberSince("2026-03-01T00:00:00.000Z", "ms")).toBe("Mac 2026");
    expect(memberSince("2026-08-15T00:00:00.000Z", "ms")).toBe("Ogos 2026");
    expect(memberSince(null, "ms")).toBeNull();
    expect(memberSince("not a date", "en")).toBeNull();
  });
});

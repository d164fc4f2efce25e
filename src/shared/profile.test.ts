import { describe, expect, it } from "vitest";
import {
  completenessMessage,
  effectiveStudentCardStatus,
  hasStudentRate,
  missingProfileFields,
  type ProfileForCompleteness,
} from "./profile";

const ID = "ID Card Verification";
const ADDRESS = "Complete Address Information";
const BOTH = "Please complete your profile by adding: ID Card Verification, Complete Address Information";
const COMPLETE = "Your profile is complete!";

const address = {
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "59100",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
};

const message = (p: ProfileForCompleteness) => completenessMessage(missingProfileFields(p));

describe("profile completeness (seed section 5)", () => {
  it.each([
    ["absent (no field)", {}, [ID]],
    ["undefined", { verificationStatus: undefined }, [ID]],
    ["null", { verificationStatus: null }, [ID]],
    ["unverified", { verificationStatus: "unverified" }, [ID]],
    ["pending", { verificationStatus: "pending" }, [ID]],
    ["rejected", { verificationStatus: "rejected" }, [ID]],
    ["verified", { verificationStatus: "verified" }, []],
  ])("verification status %s with a complete address → %j", (_label, status, expected) => {
    expect(missingProfileFields({ ...address, ...status })).toEqual(expected);
  });

  it.each([
    ["street missing", { streetAddress: null }],
    ["street empty", { streetAddress: "" }],
    ["postal code missing", { postalCode: undefined }],
    ["postal code empty", { postalCode: "" }],
    ["city missing", { city: null }],
    ["state missing", { state: null }],
    ["state empty", { state: "" }],
    ["street whitespace only", { streetAddress: "   " }],
    ["city whitespace only", { city: "\t " }],
    ["postal code whitespace only", { postalCode: " " }],
    ["state whitespace only", { state: "  " }],
  ])("verified user, %s → missing the address only", (_label, blank) => {
    expect(missingProfileFields({ verificationStatus: "verified", ...address, ...blank })).toEqual([ADDRESS]);
    expect(message({ verificationStatus: "verified", ...address, ...blank })).toBe(
      "Please complete your profile by adding: Complete Address Information",
    );
  });

  it("lists both items, ID card first, in the seed's message", () => {
    expect(missingProfileFields({ verificationStatus: "pending" })).toEqual([ID, ADDRESS]);
    expect(message({ verificationStatus: "pending" })).toBe(BOTH);
    expect(message({})).toBe(BOTH);
  });

  it("an unverified user with a complete address lacks only the ID card", () => {
    expect(message({ verificationStatus: "unverified", ...address })).toBe(
      "Please complete your profile by adding: ID Card Verification",
    );
  });

  it("a verified user with a complete address is complete", () => {
    expect(message({ verificationStatus: "verified", ...address })).toBe(COMPLETE);
    expect(completenessMessage([])).toBe(COMPLETE);
  });
});

describe("student card status today", () => {
  const today = "2026-11-22";
  it.each([
    [{ studentCardStatus: "approved", studentCardExpiry: "2026-11-22" }, "approved"],
    [{ studentCardStatus: "approved", studentCardExpiry: "2026-11-21" }, "expired"],
    [{ studentCardStatus: "approved", studentCardExpiry: null }, "approved"],
    [{ studentCardStatus: "pending", studentCardExpiry: "2020-01-01" }, "pending"],
    [{ studentCardStatus: null }, "none"],
  ])("%o → %s", (p, status) => expect(effectiveStudentCardStatus(p, today)).toBe(status));

  it("gives the student rate only to a verified renter with a card valid today", () => {
    expect(
      hasStudentRate(
        { verificationStatus: "verified", studentCardStatus: "approved", studentCardExpiry: "2027-01-01" },
        today,
      ),
    ).toBe(true);
    expect(
      hasStudentRate(
        { verificationStatus: "pending", studentCardStatus: "approved", studentCardExpiry: "2027-01-01" },
        today,
      ),
    ).toBe(false);
    expect(
      hasStudentRate(
        { verificationStatus: "verified", studentCardStatus: "approved", studentCardExpiry: "2026-01-01" },
        today,
      ),
    ).toBe(false);
  });
});

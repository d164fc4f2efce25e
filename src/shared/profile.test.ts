import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./i18n/message";
import { resources } from "./i18n/resources";
import { COMPLETE_ADDRESS } from "./profile.fixtures";
import {
  completenessMessage,
  effectiveStudentCardStatus,
  hasStudentRate,
  missingFieldMessage,
  missingProfileFields,
  type ProfileForCompleteness,
} from "./profile";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
/** A msg() as a reader of `lang` sees it. */
const read = (message: string, lang = "en") =>
  translateMessage(message, (key, params) => i18n.getFixedT(lang)(key as never, params as never) as unknown as string);

const ID = "ID Card Verification";
const ADDRESS = "Complete Address Information";
const BOTH = "Please complete your profile by adding: ID Card Verification, Complete Address Information";
const COMPLETE = "Your profile is complete!";

const message = (p: ProfileForCompleteness) => read(completenessMessage(missingProfileFields(p)));

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
    expect(missingProfileFields({ ...COMPLETE_ADDRESS, ...status })).toEqual(expected);
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
    expect(missingProfileFields({ verificationStatus: "verified", ...COMPLETE_ADDRESS, ...blank })).toEqual([ADDRESS]);
    expect(message({ verificationStatus: "verified", ...COMPLETE_ADDRESS, ...blank })).toBe(
      "Please complete your profile by adding: Complete Address Information",
    );
  });

  it("lists both items, ID card first, in the seed's message", () => {
    expect(missingProfileFields({ verificationStatus: "pending" })).toEqual([ID, ADDRESS]);
    expect(message({ verificationStatus: "pending" })).toBe(BOTH);
    expect(message({})).toBe(BOTH);
  });

  it("an unverified user with a complete address lacks only the ID card", () => {
    expect(message({ verificationStatus: "unverified", ...COMPLETE_ADDRESS })).toBe(
      "Please complete your profile by adding: ID Card Verification",
    );
  });

  it("a verified user with a complete address is complete", () => {
    expect(message({ verificationStatus: "verified", ...COMPLETE_ADDRESS })).toBe(COMPLETE);
    expect(read(completenessMessage([]))).toBe(COMPLETE);
  });

  it("speaks Malay to a Malay reader: the sentence, each item's name and the list", () => {
    expect(read(completenessMessage([ID, ADDRESS]), "ms")).toBe(
      "Sila lengkapkan profil anda dengan menambah: Pengesahan Kad Pengenalan, Maklumat Alamat Lengkap",
    );
    expect(read(completenessMessage([]), "ms")).toBe("Profil anda sudah lengkap!");
    expect(read(missingFieldMessage(ADDRESS), "ms")).toBe("Maklumat Alamat Lengkap");
  });

  it("joins any number of items, and shows an item it does not know as it is", () => {
    expect(read(completenessMessage(["A", "B", ID]))).toBe(
      "Please complete your profile by adding: A, B, ID Card Verification",
    );
    expect(read(missingFieldMessage("Something else"), "ms")).toBe("Something else");
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
  ] as const)("%o → %s", (p, status) => expect(effectiveStudentCardStatus(p, today)).toBe(status));

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

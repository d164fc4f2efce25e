import { z } from "zod";
import { ownerPaymentSettings } from "../../db/schema";
import { vi } from "vitest";
import { it, describe, expect, beforeAll } from "../../test/fixtures";
import { buildOwner, type BuiltUser } from "../../test/factories";
import { OwnerProfileResponse, OwnerSummary, PaymentSettingsView } from "../../../shared/owner-contracts";

// Hoisted with vi.mock below, which runs before the imports.
const PAYMENT = vi.hoisted(() => ({
  bank: "Maybank",
  accountHolder: "Queen Holder",
  accountNumber: "7654321098",
  duitnowId: "queen@example.my",
  duitnowQrUrl: "/api/owners/me/payment-settings/qr?v=leak",
}));

/**
 * A presenter that slips the owner's payment details (and account contacts)
 * into the public views, as a careless change might: the routes' response
 * contracts must still keep every one of them off the wire.
 */
vi.mock("./presenter", async (importOriginal) => {
  const real = await importOriginal<typeof import("./presenter")>();
  const leak = { ...PAYMENT, email: "queen@example.my", phoneNumber: "013-7776665" };
  return {
    ...real,
    presentOwnerProfile: (o: Parameters<typeof real.presentOwnerProfile>[0]) => ({
      ...real.presentOwnerProfile(o),
      ...leak,
    }),
    presentOwnerSummary: (o: Parameters<typeof real.presentOwnerSummary>[0], n: number) => ({
      ...real.presentOwnerSummary(o, n),
      ...leak,
    }),
  };
});

let owner: BuiltUser;

beforeAll(async ({ ctx }) => {
  owner = await buildOwner(ctx, { username: "LeakyQueen", phoneNumber: "013-7776665" });
  await ctx.db.insert(ownerPaymentSettings).values({
    ownerId: owner.id,
    bank: PAYMENT.bank,
    accountHolder: PAYMENT.accountHolder,
    accountNumber: PAYMENT.accountNumber,
    duitnowId: PAYMENT.duitnowId,
  });
});

const leaked = (body: string) =>
  [...Object.values(PAYMENT), "013-7776665", ...Object.keys(PAYMENT), "email", "phoneNumber"].filter((v) =>
    body.includes(v),
  );

describe("the public owner views' contracts", () => {
  it("name no payment field", () => {
    const keys = (schema: z.ZodType) => JSON.stringify(z.toJSONSchema(schema, { io: "output" }));
    for (const field of Object.keys(PaymentSettingsView.shape)) {
      expect(keys(OwnerProfileResponse)).not.toContain(`"${field}"`);
      expect(keys(OwnerSummary)).not.toContain(`"${field}"`);
    }
  });

  it("drop payment details and contacts a presenter adds, on the profile and the summary", async ({ ctx }) => {
    for (const url of [`/api/owners/${owner.id}`, "/api/owners/leakyqueen/summary"]) {
      const res = await ctx.request.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("LeakyQueen");
      expect(leaked(res.body)).toEqual([]);
    }
  });

  it("still give the owner their own payment details", async ({ ctx }) => {
    const res = await ctx.request.get("/api/owners/me/payment-settings", { as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bank: "Maybank", accountNumber: "7654321098" });
  });
});

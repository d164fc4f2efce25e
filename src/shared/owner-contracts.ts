import { z } from "zod";
import { GearCard } from "./catalogue";
import { OwnerHandle, Username } from "./contracts";
import { msg } from "./i18n/message";
import { MALAYSIAN_STATES } from "./malaysia";
import { PaymentDetails } from "./payment-details";
import {
  COVERED_INCLUDES_PRIMARY,
  isDuitnowId,
  MALAYSIAN_BANKS,
  normaliseSocialLink,
  PAYMENT_MESSAGES,
  type Social,
  SOCIAL_MESSAGES,
} from "./owner-rules";

/** Optional free text: trimmed; empty or absent becomes null. `field` names it, as a msg(). */
const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, msg("owners", "rules.textMax", { field, max }))
    .nullish()
    .transform((v) => (v ? v : null));

/** One of `options`, or null for empty/absent. (A union with "" would answer zod's generic "Invalid input".) */
const optionalChoice = <T extends string>(options: readonly T[], message: string) =>
  z
    .string()
    .nullish()
    .transform((v, ctx): T | null => {
      if (!v) return null;
      if (!(options as readonly string[]).includes(v)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return v as T;
    });

const optionalState = optionalChoice(MALAYSIAN_STATES, msg("owners", "rules.stateFromList"));

const socialLink = (social: Social) =>
  z
    .string()
    .max(300, SOCIAL_MESSAGES[social])
    .nullish()
    .transform((v, ctx) => {
      if (!v || v.trim() === "") return null;
      const url = normaliseSocialLink(v, social);
      if (!url) {
        ctx.addIssue({ code: "custom", message: SOCIAL_MESSAGES[social] });
        return z.NEVER;
      }
      return url;
    });

/** PUT /api/owners/me/profile: every public field of the seed's Owner entity (a full replace). */
export const OwnerProfileRequest = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, msg("owners", "rules.displayNameRequired"))
      .max(100, msg("owners", "rules.displayNameMax")),
    username: Username.transform((v) => v.trim()),
    bio: optionalText(2000, msg("owners", "fields.bio")),
    experience: optionalText(500, msg("owners", "fields.experience")),
    specialties: optionalText(500, msg("owners", "fields.specialties")),
    businessName: optionalText(150, msg("owners", "fields.businessName")),
    businessAddress: z
      .object({
        streetAddress: optionalText(200, msg("owners", "fields.streetAddress")),
        city: optionalText(100, msg("owners", "fields.city")),
        state: optionalState,
        postalCode: z
          .string()
          .trim()
          .regex(/^([0-9]{5})?$/, msg("owners", "rules.postalCode"))
          .nullish()
          .transform((v) => (v ? v : null)),
      })
      .nullish()
      .transform((v) => v ?? { streetAddress: null, city: null, state: null, postalCode: null }),
    state: optionalState,
    coveredStates: z
      .array(z.enum(MALAYSIAN_STATES, { message: msg("owners", "rules.coveredFromList") }))
      .max(MALAYSIAN_STATES.length)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    instagramUrl: socialLink("instagram"),
    tiktokUrl: socialLink("tiktok"),
    whatsappUrl: socialLink("whatsapp"),
  })
  .superRefine((v, ctx) => {
    if (v.state && v.coveredStates.includes(v.state))
      ctx.addIssue({ code: "custom", path: ["coveredStates"], message: COVERED_INCLUDES_PRIMARY });
  });
export type OwnerProfileRequest = z.input<typeof OwnerProfileRequest>;

/** PUT /api/owners/me/payment-settings. A bank account needs its bank, holder and number together. */
export const PaymentSettingsRequest = z
  .object({
    bank: optionalChoice(MALAYSIAN_BANKS, PAYMENT_MESSAGES.bank),
    accountHolder: optionalText(100, msg("owners", "fields.accountHolder")),
    accountNumber: z
      .string()
      .nullish()
      .transform((v, ctx) => {
        const digits = (v ?? "").replace(/[\s-]/g, "");
        if (digits === "") return null;
        if (!/^\d{6,20}$/.test(digits)) {
          ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.accountNumber });
          return z.NEVER;
        }
        return digits;
      }),
    duitnowId: z
      .string()
      .max(100, PAYMENT_MESSAGES.duitnowId)
      .nullish()
      .transform((v, ctx) => {
        const id = (v ?? "").trim();
        if (id === "") return null;
        if (!isDuitnowId(id)) {
          ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.duitnowId });
          return z.NEVER;
        }
        return id;
      }),
  })
  .superRefine((v, ctx) => {
    if (!v.bank && !v.accountHolder && !v.accountNumber) return;
    if (!v.bank) ctx.addIssue({ code: "custom", path: ["bank"], message: PAYMENT_MESSAGES.bankRequired });
    if (!v.accountHolder)
      ctx.addIssue({ code: "custom", path: ["accountHolder"], message: PAYMENT_MESSAGES.accountHolderRequired });
    if (!v.accountNumber)
      ctx.addIssue({ code: "custom", path: ["accountNumber"], message: PAYMENT_MESSAGES.accountNumberRequired });
  });
export type PaymentSettingsRequest = z.input<typeof PaymentSettingsRequest>;

/** `:identifier` of /api/owners/:identifier: an owner id or a username (owner-rules isOwnerIdShaped). */
export const OwnerIdentifierParams = z.object({ identifier: z.string().min(1).max(100) });

export const OwnerAddress = z.object({
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type OwnerAddress = z.infer<typeof OwnerAddress>;

/**
 * An owner's public fields: the settings form's values and the public profile's
 * header. Never e-mail, phone or payment details: the serialiser drops any key
 * not listed here, so a presenter that sent more would still not leak it.
 */
export const PublicOwnerProfile = z.object({
  id: z.string(),
  ...OwnerHandle.shape,
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  experience: z.string().nullable(),
  specialties: z.string().nullable(),
  businessName: z.string().nullable(),
  businessAddress: OwnerAddress,
  /** The primary state. */
  state: z.string().nullable(),
  coveredStates: z.array(z.string()),
  instagramUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PublicOwnerProfile = z.infer<typeof PublicOwnerProfile>;

/** GET /api/owners/:identifier */
export const OwnerProfileResponse = z.object({
  profile: PublicOwnerProfile,
  stats: z.object({ totalEquipment: z.number() }),
  gear: z.array(GearCard),
});
export type OwnerProfileResponse = z.infer<typeof OwnerProfileResponse>;

/** GET /api/owners/:identifier/summary: the owner card of the gear page. */
export const OwnerSummary = PublicOwnerProfile.pick({
  id: true,
  username: true,
  displayName: true,
  photoUrl: true,
  state: true,
  createdAt: true,
}).extend({ totalEquipment: z.number() });
export type OwnerSummary = z.infer<typeof OwnerSummary>;

/** GET /api/owners/me/payment-settings: private to the owner, never part of a public view. */
export const PaymentSettingsView = PaymentDetails.extend({
  /** The owner-only address of the uploaded DuitNow QR image, or null. */
  duitnowQrUrl: z.string().nullable(),
  /**
   * What was read from that QR at upload: the name in it, its account (proxy)
   * with all but the last four characters hidden, and whether the name clearly
   * differs from the account holder's. Null without a QR, or for an image
   * uploaded before QRs were checked.
   */
  duitnowQrRead: z
    .object({
      merchantName: z.string(),
      merchantCity: z.string().nullable(),
      proxyMasked: z.string(),
      nameDiffers: z.boolean(),
    })
    .nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PaymentSettingsView = z.infer<typeof PaymentSettingsView>;

/** GET /api/owners/me/payment-settings/qr: the image itself, private to the owner. */
export const DuitnowQrImage = z.string().meta({ format: "binary", description: "The DuitNow QR image (WebP)." });

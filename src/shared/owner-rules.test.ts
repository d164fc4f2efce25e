import { describe, expect, it } from "vitest";
import { isDuitnowId, isOwnerIdShaped, normaliseSocialLink } from "./owner-rules";

describe("isOwnerIdShaped (seed section 5: 20 to 28 alphanumeric = id)", () => {
  it.each([
    ["abcdefghij0123456789", true],
    ["a".repeat(28), true],
    ["gqz5f9snqvj4iluckyl992u1", true],
    ["a".repeat(19), false],
    ["a".repeat(29), false],
    ["lens_master_rentals_1", false],
    ["lensmaster", false],
  ])("%s → %s", (identifier, expected) => expect(isOwnerIdShaped(identifier)).toBe(expected));
});

describe("normaliseSocialLink", () => {
  it.each([
    ["instagram", "@lensmaster.my", "https://instagram.com/lensmaster.my"],
    ["instagram", "lensmaster.my", "https://instagram.com/lensmaster.my"],
    ["instagram", "instagram.com/lensmaster", "https://instagram.com/lensmaster"],
    ["instagram", "http://www.instagram.com/lensmaster", "https://www.instagram.com/lensmaster"],
    ["tiktok", "@kl.audio", "https://www.tiktok.com/@kl.audio"],
    ["tiktok", "https://vm.tiktok.com/ZSabc123/", "https://vm.tiktok.com/ZSabc123/"],
    ["whatsapp", "012-345 6789", "https://wa.me/60123456789"],
    ["whatsapp", "+60 12-345 6789", "https://wa.me/60123456789"],
    ["whatsapp", "https://wa.me/60123456789", "https://wa.me/60123456789"],
    ["whatsapp", "https://api.whatsapp.com/send?phone=60123456789", "https://api.whatsapp.com/send?phone=60123456789"],
  ] as const)("%s %s → %s", (social, raw, url) => expect(normaliseSocialLink(raw, social)).toBe(url));

  it.each([
    ["instagram", "https://instagram.com.evil.example/x"],
    ["instagram", "https://evil.example/instagram.com/x"],
    ["instagram", "javascript:alert(1)//instagram.com/x"],
    ["instagram", "https://user:pw@instagram.com/x"],
    ["instagram", "https://instagram.com:8443/x"],
    ["instagram", "instagram.com"],
    ["instagram", "https://instagram.com/"],
    ["instagram", "ftp://instagram.com/x"],
    ["tiktok", "https://www.tiktok.com.example/@x"],
    ["tiktok", "has spaces in it"],
    ["whatsapp", "https://wa.me.example/60123456789"],
    ["whatsapp", "12345"],
    ["whatsapp", "https://instagram.com/x"],
  ] as const)("%s refuses %s", (social, raw) => expect(normaliseSocialLink(raw, social)).toBeNull());
});

describe("isDuitnowId", () => {
  it.each([
    "012-3456789",
    "+60123456789",
    "0111-2345678",
    "900101-14-5678",
    "201901234567",
    "1234567-X",
    "A12345678",
    "owner@example.my",
  ])("accepts %s", (id) => expect(isDuitnowId(id)).toBe(true));
  it.each(["", "12345", "hello", "owner@", "03-12345678"])("refuses %s", (id) => expect(isDuitnowId(id)).toBe(false));
});

import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * 24 lowercase alphanumerics (~124 bits). PRODUCT.md: public ids of users and owners
 * have this shape so the seed's "20 to 28 alphanumeric = id" rule can tell them
 * from usernames (at most 20 characters).
 */
export function newId(): string {
  const bytes = randomBytes(24);
  let out = "";
  // 252 = 7 × 36: rejecting bytes ≥ 252 keeps every character equally likely.
  for (let i = 0; out.length < 24; i++) {
    const b = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (b < 252) out += ALPHABET[b % 36];
  }
  return out;
}

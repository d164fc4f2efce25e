import { DEMO_OWNERS } from "../../src/server/seed/demo-catalogue";
import { DEMO_PASSWORD } from "../../src/server/seed/demo";
import { cookieOf } from "./http";

/** Every kind of caller the probe sends each request as: one signed out, the rest demo accounts. */
export const IDENTITIES = {
  "signed out": null,
  renter: "renter@sewagear.test",
  "other renter": "newbie@sewagear.test",
  owner: "owner@sewagear.test",
  "other owner": `${DEMO_OWNERS[0]!.username.replace(/_/g, "")}@sewagear.test`,
  staff: "staff@sewagear.test",
  accountant: "accountant@sewagear.test",
  admin: "admin@sewagear.test",
} as const;
export type Identity = keyof typeof IDENTITIES;
export const IDENTITY_NAMES = Object.keys(IDENTITIES) as Identity[];

/** A demo account's session cookie ("" when signed out). */
export async function signIn(base: string, email: string | null, password = DEMO_PASSWORD): Promise<string> {
  if (!email) return "";
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return cookieOf(res);
}

export async function signInAll(base: string): Promise<Record<Identity, string>> {
  const out = {} as Record<Identity, string>;
  for (const name of IDENTITY_NAMES) out[name] = await signIn(base, IDENTITIES[name]);
  return out;
}

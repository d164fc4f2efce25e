import type { InjectResponse } from "./request";
import type { TestApp } from "./test-app";

/** The known-device cookie a sign-in set ("name=value"), or "" (modules/auth/known-device.ts). */
export const knownDeviceCookie = (res: InjectResponse) => {
  const raw = res.headers["set-cookie"];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => c.split(";")[0]!).find((c) => c.startsWith("sewagear.known_device=")) ?? "";
};

/** A sign-in from `remoteAddress`, with a browser's cookies when given. */
export const signInFrom = (ctx: TestApp, email: string, password: string, remoteAddress: string, cookie?: string) =>
  ctx.request.post("/api/auth/sign-in/email", { email, password }, { as: cookie, remoteAddress });

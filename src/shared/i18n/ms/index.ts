import type { Messages } from "../catalogue-types";
import type { en } from "../en";
import { msPublic } from "./public";
import { msRest } from "./rest";

/** Every Malay namespace (the server's; the web loads the two groups as it needs them). */
export const ms: { [N in keyof typeof en]: Messages<(typeof en)[N]> } = { ...msPublic, ...msRest };

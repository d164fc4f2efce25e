import { enPublic } from "./public";
import { enRest } from "./rest";

/** Every English namespace: the source texts (the seed's verbatim), and the fallback for any missing key. */
export const en = { ...enPublic, ...enRest };

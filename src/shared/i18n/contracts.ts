import { z } from "zod";
import { LANGUAGES } from "./languages";
import { msg } from "./message";

/** One of the languages SewaGear speaks: "en" or "ms". */
export const LanguageField = z.enum(LANGUAGES, { error: msg("common", "language.invalid") });

/** PUT /api/profile/language: the language the signed-in account reads SewaGear in. */
export const SaveLanguageRequest = z.object({ language: LanguageField });
export type SaveLanguageRequest = z.infer<typeof SaveLanguageRequest>;

/** The language as saved. */
export const SaveLanguageResponse = z.object({ language: LanguageField });
export type SaveLanguageResponse = z.infer<typeof SaveLanguageResponse>;

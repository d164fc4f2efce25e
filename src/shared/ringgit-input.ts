import { z } from "zod";
import { parseRM } from "./money";

/**
 * An amount field of a form, typed in RM ("150", "150.50", "RM 1,200"), read as
 * sen; blank reads as `blank`, anything else gets `message`. Pipe it into the
 * API's sen schema so the form checks the same limits.
 */
export const ringgitInput = <B extends null | undefined>(message: string, blank: B) =>
  z.string().transform((text, ctx): number | B => {
    if (!text.trim()) return blank;
    const sen = parseRM(text);
    if (sen === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return sen;
  });

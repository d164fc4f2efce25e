import { describe, expect, it } from "vitest";
import { formatDay } from "../../shared/i18n/format";
import { msg } from "../../shared/i18n/message";
import { translateFor } from "./i18n";

describe("calendar dates in the server's messages ({{…, day}})", () => {
  it("formats the server's YYYY-MM-DD in English and in Malay, wherever the message is read", () => {
    const notice = msg("bookings", "notices.requestedBody", {
      renterName: "Aina",
      startDate: "2026-12-01",
      endDate: "2026-12-03",
    });
    expect(translateFor("en", notice)).toBe("Aina, 1 Dec 2026 to 3 Dec 2026");
    expect(translateFor("ms", notice)).toBe(
      `Aina, ${formatDay("2026-12-01", "ms")} hingga ${formatDay("2026-12-03", "ms")}`,
    );
    expect(translateFor("ms", notice)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(translateFor("en", msg("vouchers", "refusals.expired", { code: "RAYA", date: "2026-11-20" }))).toBe(
      "Voucher RAYA expired on 20 Nov 2026.",
    );
  });
});

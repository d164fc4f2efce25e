import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { addFormats } from "./i18next-formats";
import { I18N_OPTIONS } from "./options";

describe("the day format (i18next-formats.ts)", () => {
  it("shows a value that is not such a date as given, and leaves texts without the format alone", () => {
    const i18n = createInstance();
    void i18n.init({
      ...I18N_OPTIONS,
      resources: { en: { common: { on: "on {{date, day}}", plain: "on {{date}}" } } },
    });
    addFormats(i18n);
    const t = i18n.t.bind(i18n) as unknown as (key: string, params: object) => string;
    expect(t("on", { date: "2026-11-24" })).toBe("on 24 Nov 2026");
    expect(t("on", { date: "24 Nov 2026" })).toBe("on 24 Nov 2026");
    expect(t("on", { date: "2026-02-30" })).toBe("on 2026-02-30");
    expect(t("plain", { date: "2026-11-24" })).toBe("on 2026-11-24");
  });
});

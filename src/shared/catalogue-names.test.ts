import { describe, expect, it } from "vitest";
import { categoryLabel, categoryMsg, conditionLabel, conditionMsg, GEAR_CATEGORIES, GEAR_CONDITIONS } from "./gear";
import { translateMessage } from "./i18n/message";
import { resources } from "./i18n/resources";
import { MALAYSIAN_STATES, stateMsg } from "./malaysia";

/** A tiny `t` over the bundled catalogues (dotted state keys included). */
const tIn =
  (lang: "en" | "ms") =>
  (key: string): string => {
    const [ns, path] = key.split(/:(.*)/s) as [keyof (typeof resources)["en"], string];
    const dot = path.indexOf(".");
    const group = (resources[lang][ns] as Record<string, Record<string, string>>)[path.slice(0, dot)];
    return group?.[path.slice(dot + 1)] ?? key;
  };

describe("catalogue names", () => {
  it("English names are the labels the lists always had", () => {
    for (const c of GEAR_CATEGORIES) expect(translateMessage(categoryMsg(c.id), tIn("en"))).toBe(c.label);
    for (const c of GEAR_CONDITIONS) expect(translateMessage(conditionMsg(c.id), tIn("en"))).toBe(c.label);
    for (const s of MALAYSIAN_STATES) expect(translateMessage(stateMsg(s), tIn("en"))).toBe(s);
    expect(categoryLabel("grip")).toBe("Grip and support");
    expect(conditionLabel("like_new")).toBe("Like new");
  });

  it("Malay names", () => {
    expect(translateMessage(categoryMsg("cameras"), tIn("ms"))).toBe("Kamera");
    expect(translateMessage(conditionMsg("like_new"), tIn("ms"))).toBe("Seperti baharu");
    expect(translateMessage(stateMsg("W.P. Kuala Lumpur"), tIn("ms"))).toBe("Wilayah Persekutuan Kuala Lumpur");
  });

  it("a value outside the lists is shown as it is", () => {
    expect(categoryMsg("boats")).toBe("boats");
    expect(stateMsg("Bali")).toBe("Bali");
    expect(categoryLabel("boats")).toBe("boats");
  });
});

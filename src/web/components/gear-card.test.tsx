import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../shared/i18n/options";
import { resources } from "../../shared/i18n/resources";
import type { GearCard } from "../../shared/catalogue";
import { FreeUnitsLine } from "./gear-card";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

const text = (gear: Partial<GearCard>, lng = "en") => {
  void i18n.changeLanguage(lng);
  const card = { kind: "listing", unitCount: 1, ...gear } as GearCard;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FreeUnitsLine gear={card} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, "");
};

describe("a card's free line for the dates searched (issue 32)", () => {
  it("says how many of a listing's units are free", () => {
    expect(text({ unitCount: 3, freeUnits: 2 })).toBe("2 of 3 units free for your dates");
  });

  it("says how many kits the components allow, not the kit's own one unit", () => {
    expect(text({ kind: "kit", unitCount: 1, kitCapacity: 2, freeUnits: 1 })).toBe("1 of 2 kits free for your dates");
    expect(text({ kind: "kit", unitCount: 1, kitCapacity: 3, freeUnits: 3 }, "ms")).toBe(
      "3 daripada 3 kit tersedia pada tarikh anda",
    );
  });

  it("says nothing without dates, or of one unit or one kit", () => {
    expect(text({ kind: "kit", kitCapacity: 2 })).toBe("");
    expect(text({ kind: "kit", kitCapacity: 1, freeUnits: 1 })).toBe("");
    expect(text({ unitCount: 1, freeUnits: 1 })).toBe("");
  });
});

import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { quotePrice } from "../../../shared/pricing";
import { BookingPrice } from "./booking-price";
import { HeldUnits } from "./held-units";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

/** The rendered text, tags dropped, one space between cells. */
const text = (node: React.ReactElement, lng = "en") => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
    .replace(/<\/t[hd]>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
};

const gear = { pricePerDay: 12_050, deposit: 50_000 } as Parameters<typeof quotePrice>[0]["gear"];

describe("a booking's price for k units (issue 32)", () => {
  it("says k units × days × rate, the exact subtotal, and the deposit as k × the unit's", () => {
    const price = quotePrice({ gear, days: 3, units: 2 });
    const shown = text(<BookingPrice booking={{ days: 3, units: 2, price, depositReturned: false }} />);
    expect(shown).toContain("2 units × 3 days × RM 120.50 RM 723.00");
    expect(shown).toContain("Refundable deposit (2 units × RM 500.00) RM 1,000.00");
  });

  it("keeps one unit's lines as they were, and reads in Malay", () => {
    const one = quotePrice({ gear, days: 1 });
    const shown = text(<BookingPrice booking={{ days: 1, units: 1, price: one, depositReturned: false }} />);
    expect(shown).toContain("1 day × RM 120.50 RM 120.50");
    expect(shown).toContain("Refundable deposit RM 500.00");
    const malay = text(
      <BookingPrice
        booking={{ days: 3, units: 2, price: quotePrice({ gear, days: 3, units: 2 }), depositReturned: false }}
      />,
      "ms",
    );
    expect(malay).toContain("2 unit × 3 hari × RM 120.50");
    expect(malay).toContain("Deposit boleh dikembalikan (2 unit × RM 500.00)");
  });
});

describe("the units a booking holds", () => {
  it("names each unit by its label where it has one", () => {
    const units = [
      { number: 1, label: "LM-A01" },
      { number: 3, label: null },
    ];
    expect(text(<HeldUnits units={units} />)).toBe("Units: Unit 1: LM-A01, Unit 3");
  });

  it("names a kit's units by their components", () => {
    const units = [
      { number: 2, label: null, listing: "NP-FZ100 battery" },
      { number: 1, label: "FX3-01", listing: "Sony FX3 body" },
    ];
    expect(text(<HeldUnits units={units} />)).toBe("Units: NP-FZ100 battery, unit 2; Sony FX3 body, unit 1: FX3-01");
  });

  it("says nothing of one unlabelled unit or of none", () => {
    expect(text(<HeldUnits units={[{ number: 1, label: null }]} />)).toBe("");
    expect(text(<HeldUnits units={[]} />)).toBe("");
  });
});

import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { quotePrice } from "../../../shared/pricing";
import { BookingPrice } from "./booking-price";
import { BookingQuantity } from "./booking-quantity";
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
const listing = { kind: "listing" } as const;
const kit = { kind: "kit" } as const;
/** The units line of a booking holding `units` (HeldUnits reads the booking). */
const held = (units: { number: number; label: string | null; listing?: string }[]) => ({
  heldUnits: units,
  unitsNotRecorded: false,
  units: units.length,
  gear: listing,
});

describe("a booking's price for k units (issue 32)", () => {
  it("says k units × days × rate, the exact subtotal, and the deposit as k × the unit's", () => {
    const price = quotePrice({ gear, days: 3, units: 2 });
    const shown = text(<BookingPrice booking={{ days: 3, units: 2, price, depositReturned: false, gear: listing }} />);
    expect(shown).toContain("2 units × 3 days × RM 120.50 RM 723.00");
    expect(shown).toContain("Refundable deposit (2 units × RM 500.00) RM 1,000.00");
  });

  it("keeps one unit's lines as they were, and reads in Malay", () => {
    const one = quotePrice({ gear, days: 1 });
    const shown = text(
      <BookingPrice booking={{ days: 1, units: 1, price: one, depositReturned: false, gear: listing }} />,
    );
    expect(shown).toContain("1 day × RM 120.50 RM 120.50");
    expect(shown).toContain("Refundable deposit RM 500.00");
    const malay = text(
      <BookingPrice
        booking={{
          days: 3,
          units: 2,
          price: quotePrice({ gear, days: 3, units: 2 }),
          depositReturned: false,
          gear: listing,
        }}
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
    expect(text(<HeldUnits booking={held(units)} />)).toBe("Units: Unit 1: LM-A01, Unit 3");
  });

  it("names a kit's units by their components", () => {
    const units = [
      { number: 2, label: null, listing: "NP-FZ100 battery" },
      { number: 1, label: "FX3-01", listing: "Sony FX3 body" },
    ];
    expect(text(<HeldUnits booking={held(units)} />)).toBe(
      "Units: NP-FZ100 battery, unit 2; Sony FX3 body, unit 1: FX3-01",
    );
  });

  it("says nothing of one unlabelled unit or of none", () => {
    expect(text(<HeldUnits booking={held([{ number: 1, label: null }])} />)).toBe("");
    expect(text(<HeldUnits booking={held([])} />)).toBe("");
  });
});

describe("a kit booked more than once counts kits, not units (issue 32)", () => {
  const kitGear = { pricePerDay: 38_000, deposit: 350_000 } as Parameters<typeof quotePrice>[0]["gear"];
  const price = quotePrice({ gear: kitGear, days: 3, units: 2 });

  it("says k kits × days × rate and the deposit as k × the kit's, in English and Malay", () => {
    const shown = text(<BookingPrice booking={{ days: 3, units: 2, price, depositReturned: false, gear: kit }} />);
    expect(shown).toContain("2 kits × 3 days × RM 380.00 RM 2,280.00");
    expect(shown).toContain("Refundable deposit (2 kits × RM 3,500.00) RM 7,000.00");
    expect(shown).not.toContain("units");
    const malay = text(
      <BookingPrice booking={{ days: 3, units: 2, price, depositReturned: false, gear: kit }} />,
      "ms",
    );
    expect(malay).toContain("2 kit × 3 hari × RM 380.00");
    expect(malay).toContain("Deposit boleh dikembalikan (2 kit × RM 3,500.00)");
  });
});

describe("a booking's quantity in lists (issue 32)", () => {
  it("says × k units or × k kits beside the gear, and nothing for one", () => {
    expect(text(<BookingQuantity booking={{ units: 3, gear: listing }} />)).toBe("× 3 units");
    expect(text(<BookingQuantity booking={{ units: 2, gear: kit }} />)).toBe("× 2 kits");
    expect(text(<BookingQuantity booking={{ units: 2, gear: kit }} />, "ms")).toBe("× 2 kit");
    expect(text(<BookingQuantity booking={{ units: 1, gear: kit }} />)).toBe("");
  });
});

describe("a booking returned before bookings kept their units (ADR 047)", () => {
  it("says how many went out and that which ones was not recorded", () => {
    const old = { heldUnits: [], unitsNotRecorded: true, units: 2, gear: listing };
    expect(text(<HeldUnits booking={old} />)).toBe(
      "Units: 2 units (which ones and their labels were not recorded: returned before bookings kept them)",
    );
    expect(text(<HeldUnits booking={{ ...old, gear: kit, units: 1 }} />)).toBe(
      "Units: 1 kit (which ones and their labels were not recorded: returned before bookings kept them)",
    );
    expect(text(<HeldUnits booking={old} />, "ms")).toBe(
      "Unit: 2 unit (unit mana dan labelnya tidak direkodkan: dipulangkan sebelum tempahan menyimpannya)",
    );
  });
});

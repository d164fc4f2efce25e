import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { InvoiceResponse } from "../../../shared/booking-contracts";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { useRentalLine } from "./document-parts";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

function Line({ booking }: { booking: InvoiceResponse["booking"] }) {
  return <>{useRentalLine(booking)}</>;
}

const booking = (over: Partial<InvoiceResponse["booking"]>): InvoiceResponse["booking"] => ({
  id: "b",
  gearName: "Aputure 600d",
  startDate: "2026-05-01",
  endDate: "2026-05-03",
  days: 3,
  rate: 8_500,
  units: 1,
  ...over,
});

const text = (b: InvoiceResponse["booking"], lng = "en") => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Line booking={b} />
    </I18nextProvider>,
  );
};

describe("an invoice's rental line (ADR 047)", () => {
  it("says the units or kits its rate is for, so it adds up to the line's amount", () => {
    expect(text(booking({}))).toBe("Aputure 600d: 3 days × RM 85.00");
    expect(text(booking({ units: 2 }))).toBe("Aputure 600d: 2 units × 3 days × RM 85.00");
    const kit = booking({ gearName: "FX3 kit", units: 2, kitItems: [{ name: "FX3", quantity: 1 }] });
    expect(text(kit)).toBe("FX3 kit: 2 kits × 3 days × RM 85.00");
    expect(text(kit, "ms")).toBe("FX3 kit: 2 kit × 3 hari × RM 85.00");
  });
});

import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import type { CalendarGear, CalendarHold } from "../../../shared/calendar-contracts";
import { daysOf } from "./calendar-grid";
import { GearLanes } from "./calendar-lanes";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

const hold: CalendarHold = {
  kind: "booking",
  gearId: "g",
  startDate: "2026-05-02",
  endDate: "2026-05-03",
  units: 2,
  turnaroundDays: 0,
  bookingId: "b1",
  status: "pending",
  renterName: "Rina Renter",
};

const rendered = (gear: CalendarGear, lng = "en") => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GearLanes days={daysOf("2026-05-01", "2026-05-04")} holds={[hold]} gear={gear} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

describe("the owner calendar's row of a kit booked twice (ADR 047)", () => {
  it("counts kits, not units, in the booking's cell and on each day", () => {
    const html = rendered({ id: "g", name: "FX3 kit", status: "active", unitCount: 2, kind: "kit" });
    expect(html).toContain("Rina Renter · 2 kits");
    expect(html).toContain("2 of 2 kits booked");
    expect(html).not.toContain("units");
    expect(rendered({ id: "g", name: "FX3 kit", status: "active", unitCount: 2, kind: "kit" }, "ms")).toContain(
      "2 daripada 2 kit ditempah",
    );
  });

  it("keeps a listing's units", () => {
    const html = rendered({ id: "g", name: "Aputure 600d", status: "active", unitCount: 3, kind: "listing" });
    expect(html).toContain("Rina Renter · 2 units");
    expect(html).toContain("2 of 3 units booked");
  });
});

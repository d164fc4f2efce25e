import { describe, expect, it } from "vitest";
import { translateFields } from "../../../shared/i18n/message";
import { createInstance } from "i18next";
import { resources } from "../../../shared/i18n/resources";
import { componentsFromRows } from "./kit-components-state";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key as never, params as never) as unknown as string;

/** The rows' messages in English, keyed as the server keys them, or the components sent. */
function check(rows: { gearId: string; quantity: string }[]) {
  const result = componentsFromRows(rows);
  return "fields" in result ? translateFields(result.fields, t) : result.components;
}

describe("a kit's component rows", () => {
  it("become the components the server takes, quantities as numbers, in order", () => {
    expect(
      check([
        { gearId: "g2", quantity: "1" },
        { gearId: "g1", quantity: " 2 " },
      ]),
    ).toEqual([
      { gearId: "g2", quantity: 1 },
      { gearId: "g1", quantity: 2 },
    ]);
  });

  it("say on each box what is wrong, in the server's words", () => {
    expect(
      check([
        { gearId: "", quantity: "1" },
        { gearId: "g1", quantity: "" },
        { gearId: "g2", quantity: "1.5" },
        { gearId: "g3", quantity: "0" },
        { gearId: "g4", quantity: "101" },
      ]),
    ).toEqual({
      "components.0.gearId": "Choose one of your listings",
      "components.1.quantity": "The quantity must be a whole number.",
      "components.2.quantity": "The quantity must be a whole number.",
      "components.3.quantity": "Take at least 1 of each component.",
      "components.4.quantity": "At most 100 of one component.",
    });
  });

  it("refuse none, and a listing twice, on the list as a whole", () => {
    expect(check([])).toEqual({ components: "A kit needs at least one of your listings." });
    expect(
      check([
        { gearId: "g1", quantity: "1" },
        { gearId: "g1", quantity: "2" },
      ]),
    ).toEqual({ components: "Each listing can be in a kit once: raise its quantity instead." });
  });
});

import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { isMessage, msg, translateFields, translateMessage, type Translate } from "./message";
import { resources } from "./resources";

const i18n = createInstance();
void i18n.init({ resources, lng: "en", initAsync: false, interpolation: { escapeValue: false } });
const tIn =
  (lang: string): Translate =>
  (key, params) =>
    i18n.getFixedT(lang)(key as never, params as never) as unknown as string;

describe("messages (msg → text)", () => {
  it("writes a message as one string and reads it back in each language", () => {
    const m = msg("errors", "NOT_FOUND");
    expect(isMessage(m)).toBe(true);
    expect(translateMessage(m, tIn("en"))).toBe("That was not found.");
    expect(translateMessage(m, tIn("ms"))).toBe("Tidak dijumpai.");
  });

  it("translates parameters that are messages themselves", () => {
    const m = msg("errors", "thingNotFound", { what: msg("errors", "invalidValue") });
    expect(translateMessage(m, tIn("en"))).toBe("Invalid value was not found.");
    expect(translateMessage(m, tIn("ms"))).toBe("Nilai tidak sah tidak dijumpai.");
  });

  it("leaves a plain text alone, and translates every field of a map", () => {
    expect(translateMessage("Already a text", tIn("ms"))).toBe("Already a text");
    expect(translateFields({ a: msg("errors", "invalidInput"), b: "plain" }, tIn("ms"))).toEqual({
      a: "Input tidak sah",
      b: "plain",
    });
  });
});

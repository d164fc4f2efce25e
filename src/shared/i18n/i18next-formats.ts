import type { i18n as I18n } from "i18next";
import { isIsoDate } from "../dates";
import { formatDay, formatMonth } from "./format";
import { isLanguage } from "./languages";

/**
 * The formats a text may ask for in its catalogue, on the server's and the web's
 * i18next alike: `{{date, day}}` shows a calendar date (YYYY-MM-DD, as the server
 * stores it in a message's parameters) in the reader's language, "1 Dec 2026" or
 * "1 Dis 2026". The server makes messages without knowing who will read them
 * (a notification, an e-mail in the recipient's language), so the date is
 * formatted where the message is read. A value that is not such a date (a caller
 * that formatted it already) is shown as given. `{{date, month}}`: its month and
 * year, "March 2026" or "Mac 2026".
 */
export function addFormats(instance: I18n) {
  instance.services.formatter?.add("day", (value: unknown, lng: string | undefined) =>
    typeof value === "string" && isIsoDate(value) && isLanguage(lng) ? formatDay(value, lng) : String(value),
  );
  instance.services.formatter?.add("month", (value: unknown, lng: string | undefined) =>
    typeof value === "string" && isIsoDate(value) && isLanguage(lng)
      ? formatMonth(`${value}T12:00:00+08:00`, lng)
      : String(value),
  );
}

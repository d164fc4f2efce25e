import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { LOCALE } from "../../../shared/i18n/languages";
import { currentLanguage } from "../../lib/i18n";

/**
 * React Aria's dates, numbers and reading direction in the language shown. It wraps
 * each React Aria part (dialogs, calendars) rather than the whole app: React Aria's
 * locale module measures the browser's locale through ICU when it is first
 * evaluated (~15 ms, ~60 ms on a slow phone), and none of the app's first pages
 * uses React Aria until a dialog or calendar opens. Those parts are lazy chunks,
 * so the cost moves out of the app's start.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  // Re-renders when the language changes.
  useTranslation();
  return <I18nProvider locale={LOCALE[currentLanguage()]}>{children}</I18nProvider>;
}

import type { TFunction } from "i18next";
import { audit } from "../../../shared/i18n/en/audit";

type Known<T> = keyof T & string;
const isKnown = <T extends object>(names: T, key: string): key is Known<T> => Object.hasOwn(names, key);

/**
 * An action or record type in words ("review.hidden" → "Review hidden"); one
 * the catalogue does not know yet (a new area's) is shown as its code.
 */
export function actionWords(t: TFunction<"audit">, action: string): string {
  const key = action.replace(/\./g, "_");
  return isKnown(audit.actionNames, key) ? t(`actionNames.${key}`) : action;
}

export function subjectWords(t: TFunction<"audit">, subjectType: string): string {
  return isKnown(audit.subjectTypes, subjectType) ? t(`subjectTypes.${subjectType}`) : subjectType;
}

import type { ComponentProps } from "react";
import { TextField } from "./field";

/** A Malaysian postcode: five digits, so a numeric keypad and no more than five characters. */
export function PostalCodeField(props: Omit<ComponentProps<typeof TextField>, "inputMode" | "maxLength">) {
  return <TextField inputMode="numeric" autoComplete="postal-code" maxLength={5} {...props} />;
}

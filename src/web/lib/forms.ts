import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "./api";
import { translate } from "./i18n";

/**
 * react-hook-form with a shared zod contract as its resolver: the form checks the
 * same rules, with the same messages, as the server's route. Validation runs on
 * submit first, then on every change of a field that was wrong.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Put a failed request's field messages (ApiError.fields) on their fields, and
 * return the message for the form's top alert. Fields the form does not have
 * are only in the returned message. Focus goes to the first refused field in the
 * page's order (not the answer's), before the messages show, as react-hook-form
 * does with its own refusals: focus says where, each field's alert says what.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
): string {
  if (err instanceof ApiError) {
    const known = new Set(Object.keys(form.getValues()));
    const refused = inPageOrder(Object.keys(err.fields).filter((field) => known.has(field.split(".")[0]!)));
    refused.forEach((field, i) =>
      form.setError(field as Path<T>, { type: "server", message: err.fields[field]! }, { shouldFocus: i === 0 }),
    );
  }
  return errorMessage(err);
}

/** Field names in the order of their controls on the page (react-hook-form registers them by name); unplaced ones last. */
function inPageOrder(names: string[]): string[] {
  const at = new Map(names.map((name) => [name, document.getElementsByName(name)[0]]));
  return [...names].sort((a, b) => {
    const [x, y] = [at.get(a), at.get(b)];
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** The message react-hook-form holds for a field, in the language shown, for a field component's `error` prop. */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  const parts = name.split(".");
  let node: unknown = form.formState.errors;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  const message = (node as { message?: string } | undefined)?.message;
  return message && translate(message);
}

/**
 * `field(name)`: the props that tie a field component to `form`, i.e. react-hook-form's
 * registration and the field's message in the language shown, or else the one
 * `serverFields` holds for it (a message from an answer the form does not own).
 */
export function bindFields<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  serverFields: Partial<Record<string, string>> = {},
) {
  return (name: Path<T>) => ({ ...form.register(name), error: fieldError(form, name) ?? serverFields[name] });
}

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "../../lib/forms";

export type SaveMessage = { tone: "success" | "error"; text: string } | null;

/**
 * Submit a settings form: send the checked values with `save`, then say `saved`,
 * or put the server's field messages on their fields and its message on top.
 */
export function useFormSave<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  save: (values: TOut) => Promise<unknown>,
  saved: string,
) {
  const [message, setMessage] = useState<SaveMessage>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        await save(values);
        setMessage({ tone: "success", text: saved });
      } catch (err) {
        setMessage({ tone: "error", text: applyServerErrors(form, err) });
      }
    },
    () => setMessage(null),
  );
  return { onSubmit, message };
}

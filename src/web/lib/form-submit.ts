import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "./forms";

export interface FormMessage {
  tone: "success" | "error";
  text: string;
}

/**
 * Submit a react-hook-form form through `save` (a mutation's mutateAsync) and
 * keep the one message it leaves: `success` (text, or made from the answer),
 * or the server's message with its field messages on their fields. A submit
 * the form itself refuses clears the old message.
 */
export function useFormSubmit<T extends FieldValues, Out, R>(
  form: UseFormReturn<T, unknown, Out>,
  save: (values: Out) => Promise<R>,
  success: string | ((answer: R, values: Out) => string),
) {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        const answer = await save(values);
        setMessage({ tone: "success", text: typeof success === "string" ? success : success(answer, values) });
      } catch (err) {
        setMessage({ tone: "error", text: applyServerErrors(form, err) });
      }
    },
    () => setMessage(null),
  );
  return { onSubmit, message, setMessage };
}

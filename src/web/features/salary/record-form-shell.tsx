import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { FormActions } from "../../components/ui/form-actions";
import type { FormMessage } from "../../lib/form-submit";
import { Form } from "../../components/ui/form";

/**
 * The frame both in-row salary forms share (correct a draft, record a payment):
 * a titled box of fields, the submit button with its error line, and Cancel.
 */
export function RecordFormShell(props: {
  title: string;
  submitLabel: string;
  busy: boolean;
  message: FormMessage | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("salary");
  return (
    <Form
      selfChecked
      onSubmit={props.onSubmit}
      className="mt-4 flex flex-col gap-4 rounded-md border border-slate-200 p-4"
    >
      <h3 className="font-semibold">{props.title}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{props.children}</div>
      <div className="flex flex-wrap items-end gap-3">
        <FormActions
          message={props.message?.tone === "error" ? props.message : null}
          busy={props.busy}
          label={props.submitLabel}
        />
        <Button variant="ghost" onClick={props.onCancel}>
          {t("list.cancel")}
        </Button>
      </div>
    </Form>
  );
}

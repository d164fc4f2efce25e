import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { todayInMalaysia } from "../../../shared/dates";
import {
  type AdminInvoiceItem,
  type InvoiceSettled,
  MarkInvoicePaidRequest,
  VoidInvoiceRequest,
} from "../../../shared/invoice-contracts";
import { formatRM } from "../../../shared/money";
import { useMarkInvoicePaid, useVoidInvoice } from "../../api/invoices";
import { Button } from "../../components/ui/button";
import { DialogActions } from "../../components/ui/dialog-actions";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField, TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { applyServerErrors, bindFields, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

/** Told once an action succeeded, with the sentence to show above the list. */
type Done = (message: string) => void;

/**
 * A row's button that opens a dialog with a form; the submit runs `save`, closes the dialog
 * and reports `done(answer)`, or keeps the dialog open with the server's messages on their
 * fields and its message on top.
 */
function ActionDialog<T extends FieldValues>({
  label,
  accessibleName,
  title,
  form,
  save,
  submitLabel,
  busy,
  children,
}: {
  label: string;
  accessibleName: string;
  title: string;
  form: UseFormReturn<T, unknown, T>;
  save: (values: T) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
    form.reset();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
      close();
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });
  return (
    <>
      <Button variant="secondary" className="px-3 py-1" aria-label={accessibleName} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal title={title} isOpen={isOpen} onOpenChange={(open) => (open ? setOpen(true) : close())}>
        <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-4">
          {error && <Alert tone="error">{error}</Alert>}
          {children}
          <DialogActions onCancel={close} submitLabel={submitLabel} busy={busy} />
        </Form>
      </Modal>
    </>
  );
}

/** "Mark paid": the day the money arrived (today by default) and the bank or DuitNow reference. */
export function MarkPaidAction({ item, onDone }: { item: AdminInvoiceItem; onDone: Done }) {
  const { t } = useTranslation("invoices");
  const today = todayInMalaysia();
  const form = useZodForm(MarkInvoicePaidRequest, { defaultValues: { paidOn: today, reference: "" } });
  const field = bindFields(form);
  const pay = useMarkInvoicePaid(item.number);
  return (
    <ActionDialog
      label={t("admin.markPaid")}
      accessibleName={t("admin.markPaidOf", { number: item.number })}
      title={t("admin.markPaidOf", { number: item.number })}
      form={form}
      save={async (values) => {
        await pay.mutateAsync(values);
        onDone(t("admin.paidDone", { number: item.number }));
      }}
      submitLabel={t("admin.confirmPaid")}
      busy={pay.isPending}
    >
      <TextField type="date" label={t("admin.paidOn")} max={today} required {...field("paidOn")} />
      <TextField
        label={t("admin.reference")}
        hint={t("admin.referenceHint")}
        maxLength={100}
        required
        autoComplete="off"
        {...field("reference")}
      />
    </ActionDialog>
  );
}

/** "Void": says what a void does (a credit note for the full amount, no way back) and asks why. */
export function VoidAction({ item, onDone }: { item: AdminInvoiceItem; onDone: Done }) {
  const { t } = useTranslation("invoices");
  const form = useZodForm(VoidInvoiceRequest, { defaultValues: { reason: "" } });
  const field = bindFields(form);
  const voiding = useVoidInvoice(item.number);
  const report = (answer: InvoiceSettled) =>
    onDone(t("admin.voidDone", { number: item.number, creditNote: answer.settlement.creditNote?.number ?? "" }));
  return (
    <ActionDialog
      label={t("admin.void")}
      accessibleName={t("admin.voidOf", { number: item.number })}
      title={t("admin.voidOf", { number: item.number })}
      form={form}
      save={async (values) => report(await voiding.mutateAsync(values))}
      submitLabel={t("admin.confirmVoid")}
      busy={voiding.isPending}
    >
      <p className="text-sm text-slate-700">{t("admin.voidWarning", { total: formatRM(item.total) })}</p>
      <TextAreaField
        label={t("admin.reason")}
        hint={t("admin.reasonHint")}
        maxLength={500}
        required
        rows={3}
        {...field("reason")}
      />
    </ActionDialog>
  );
}

import { type FormEvent, useState } from "react";
import { referenceMatches } from "../../../shared/payment-reference";
import { todayInMalaysia } from "../../../shared/dates";
import { useTranslation } from "react-i18next";
import { useUploadReceipt } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";
import { Form } from "../ui/form";

/**
 * The renter's proof of payment: an image or a PDF, sent as multipart. Once one
 * is `sent`, the form says it is with the owner (another can still be sent until
 * the owner accepts).
 */
export function ReceiptUpload({
  bookingId,
  reference,
  sent = false,
}: {
  bookingId: string;
  /** The booking's reference, to warn as soon as the one typed is another. */
  reference: string | null;
  sent?: boolean;
}) {
  const { t } = useTranslation("bookings");
  const upload = useUploadReceipt(bookingId);
  const [typed, setTyped] = useState("");
  const fields = upload.error && "fields" in upload.error ? (upload.error.fields as Record<string, string>) : {};
  const notThis = !!reference && typed.trim() !== "" && !referenceMatches(typed, reference);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    upload.mutate(new FormData(e.currentTarget));
  }

  return (
    <Form refusal={upload.error} onSubmit={onSubmit} className="flex flex-col gap-3">
      {sent ? (
        <Alert tone="success">{t("receiptUpload.sent")}</Alert>
      ) : (
        <p className="text-sm text-slate-700">{t("receiptUpload.intro")}</p>
      )}
      {upload.isError && <Alert tone="error">{errorMessage(upload.error)}</Alert>}
      <TextField
        label={t("receiptUpload.label")}
        name="receipt"
        type="file"
        accept="image/*,application/pdf"
        required
        className="text-sm"
      />
      <TextField
        label={t("receiptUpload.reference")}
        name="reference"
        hint={t("receiptUpload.referenceHint")}
        maxLength={100}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={fields.reference}
      />
      {notThis && <Alert tone="warning">{t("receiptUpload.referenceNotThis", { reference })}</Alert>}
      <TextField
        label={t("receiptUpload.paidOn")}
        name="paidOn"
        type="date"
        max={todayInMalaysia()}
        error={fields.paidOn}
      />
      <TextField label={t("receiptUpload.amount")} name="amount" inputMode="decimal" error={fields.amount} />
      <Button type="submit" disabled={upload.isPending} className="self-start">
        {upload.isPending ? t("receiptUpload.uploading") : t("receiptUpload.upload")}
      </Button>
    </Form>
  );
}

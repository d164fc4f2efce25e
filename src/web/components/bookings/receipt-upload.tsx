import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useUploadReceipt } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextField } from "../ui/field";

/**
 * The renter's proof of payment: an image or a PDF, sent as multipart. Once one
 * is `sent`, the form says it is with the owner (another can still be sent until
 * the owner accepts).
 */
export function ReceiptUpload({ bookingId, sent = false }: { bookingId: string; sent?: boolean }) {
  const { t } = useTranslation("bookings");
  const upload = useUploadReceipt(bookingId);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    upload.mutate(new FormData(e.currentTarget));
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
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
      <Button type="submit" disabled={upload.isPending} className="self-start">
        {upload.isPending ? t("receiptUpload.uploading") : t("receiptUpload.upload")}
      </Button>
    </form>
  );
}

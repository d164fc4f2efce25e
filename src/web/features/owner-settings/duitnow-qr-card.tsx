import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import type { PaymentSettingsView } from "../../../shared/owner-contracts";
import { api, errorMessage } from "../../lib/api";
import { IMAGE_ACCEPT, uploadFile } from "./upload";
import { useImageChoice } from "./use-image-choice";
import { PAYMENT_SETTINGS_KEY } from "./use-owner-settings";

const QR_PATH = "/api/owners/me/payment-settings/qr";

/**
 * The DuitNow QR image: the uploaded one is shown from the owner-only endpoint
 * (the browser sends the session cookie with the image request); a newly chosen
 * file is previewed from memory before it is uploaded.
 */
export function DuitnowQrCard({ settings }: { settings: PaymentSettingsView }) {
  const qc = useQueryClient();
  const inputId = useId();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { inputRef, file, preview, onChoose, clear: clearChoice } = useImageChoice(() => setMessage(null));

  async function run(action: () => Promise<PaymentSettingsView>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      qc.setQueryData(PAYMENT_SETTINGS_KEY, await action());
      clearChoice();
      setMessage({ tone: "success", text: done });
    } catch (err) {
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="DuitNow QR">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-48 w-48 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {preview ? (
            <img src={preview} alt="Preview of the chosen QR image" className="h-full w-full object-contain" />
          ) : settings.duitnowQrUrl ? (
            <img src={settings.duitnowQrUrl} alt="Your DuitNow QR code" className="h-full w-full object-contain" />
          ) : (
            <p className="p-4 text-center text-sm text-slate-500">No QR image uploaded</p>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            DuitNow QR image
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onChoose}
            className="text-sm"
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            A screenshot of the QR from your banking app. Renters see it only after you approve their booking.
          </p>
          <div className="flex flex-wrap gap-2">
            {file && (
              <>
                <Button
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => uploadFile<PaymentSettingsView>(QR_PATH, "duitnowQr", file),
                      "Your DuitNow QR was uploaded.",
                    )
                  }
                >
                  {busy ? "Uploading…" : "Upload QR"}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={clearChoice}>
                  Cancel
                </Button>
              </>
            )}
            {!file && settings.duitnowQrUrl && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  run(() => api<PaymentSettingsView>(QR_PATH, { method: "DELETE" }), "Your DuitNow QR was removed.")
                }
              >
                Remove QR
              </Button>
            )}
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </div>
      </div>
    </Card>
  );
}

import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { useImageChoice } from "./use-image-choice";

/** Image types the server accepts (it checks the content again; this only narrows the file picker). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

interface ImageUploadCardProps {
  /**
   * The key of the owners catalogue's section with this card's texts: title, the file input's
   * label and hint, the accessible names of a chosen file's preview and of the
   * stored image, the two buttons, and what each one's success says.
   */
  i18nKey: "settings.photo" | "payment.qr";
  /** The stored image's address, or null when there is none. */
  current: string | null;
  /** The image frame: `shown` is what to show (a preview or the stored image), or null for the placeholder. */
  frame: (shown: { src: string; alt: string } | null) => ReactNode;
  upload: UseMutationResult<unknown, Error, File>;
  remove: UseMutationResult<unknown, Error, void>;
  /** Shown under the card's controls (what was read from a QR). */
  footer?: ReactNode;
}

/**
 * Pick an image, see it, then upload it; or remove the stored one. A chosen
 * file is previewed from memory before it is sent.
 */
export function ImageUploadCard({ i18nKey, current, frame, upload, remove, footer }: ImageUploadCardProps) {
  const { t } = useTranslation(["owners", "common"]);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const { inputRef, file, preview, onChoose, clear } = useImageChoice(() => setMessage(null));
  const busy = upload.isPending || remove.isPending;
  const outcome = (done: string) => ({
    onSuccess: () => {
      clear();
      setMessage({ tone: "success", text: done });
    },
    onError: (err: Error) => setMessage({ tone: "error", text: errorMessage(err) }),
  });
  const shown = preview
    ? { src: preview, alt: t(`${i18nKey}.preview`) }
    : current
      ? { src: current, alt: t(`${i18nKey}.current`) }
      : null;

  return (
    <Card title={t(`${i18nKey}.title`)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {frame(shown)}
        <div className="flex flex-col gap-3">
          <TextField
            ref={inputRef}
            label={t(`${i18nKey}.input`)}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onChoose}
            className="text-sm"
            hint={t(`${i18nKey}.hint`)}
          />
          <div className="flex flex-wrap gap-2">
            {file && (
              <>
                <Button
                  disabled={busy}
                  onClick={() => {
                    setMessage(null);
                    upload.mutate(file, outcome(t(`${i18nKey}.uploaded`)));
                  }}
                >
                  {upload.isPending ? t("settings.uploading") : t(`${i18nKey}.upload`)}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={clear}>
                  {t("common:actions.cancel")}
                </Button>
              </>
            )}
            {!file && current && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setMessage(null);
                  remove.mutate(undefined, outcome(t(`${i18nKey}.removed`)));
                }}
              >
                {t(`${i18nKey}.remove`)}
              </Button>
            )}
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </div>
      </div>
      {footer && <div className="mt-4">{footer}</div>}
    </Card>
  );
}

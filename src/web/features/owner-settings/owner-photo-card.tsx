import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import type { PublicOwnerProfile } from "../../../shared/owner-contracts";
import { api, errorMessage } from "../../lib/api";
import { IMAGE_ACCEPT, uploadFile } from "./upload";
import { useImageChoice } from "./use-image-choice";
import { OWNER_SETTINGS_KEY } from "./use-owner-settings";

/** Pick a photo, see it, then upload it; or remove the current one. */
export function OwnerPhotoCard({ profile }: { profile: PublicOwnerProfile }) {
  const qc = useQueryClient();
  const inputId = useId();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { inputRef, file, preview, onChoose, clear: clearChoice } = useImageChoice(() => setMessage(null));

  async function run(action: () => Promise<PublicOwnerProfile>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await action();
      qc.setQueryData(OWNER_SETTINGS_KEY, saved);
      await qc.invalidateQueries({ queryKey: ["owner-profile"] });
      clearChoice();
      setMessage({ tone: "success", text: done });
    } catch (err) {
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? profile.photoUrl;
  return (
    <Card title="Profile photo">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {shown ? (
          <img
            src={shown}
            alt={preview ? "Preview of the chosen photo" : "Your current photo"}
            className="h-28 w-28 shrink-0 rounded-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label="No photo yet"
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm text-slate-500"
          >
            No photo
          </div>
        )}
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Choose a photo
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
            JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. Location data is removed.
          </p>
          <div className="flex flex-wrap gap-2">
            {file && (
              <>
                <Button
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => uploadFile<PublicOwnerProfile>("/api/owners/me/photo", "photo", file),
                      "Your photo was updated.",
                    )
                  }
                >
                  {busy ? "Uploading…" : "Upload photo"}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={clearChoice}>
                  Cancel
                </Button>
              </>
            )}
            {!file && profile.photoUrl && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  run(
                    () => api<PublicOwnerProfile>("/api/owners/me/photo", { method: "DELETE" }),
                    "Your photo was removed.",
                  )
                }
              >
                Remove photo
              </Button>
            )}
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </div>
      </div>
    </Card>
  );
}

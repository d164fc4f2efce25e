import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAddSheetPhotos, useRemoveSheetPhoto, useSendSheet } from "../../api/handover";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { errorMessage } from "../../lib/api";
import { SheetPhotos } from "./sheet-photos";
import type { SheetProps } from "./draft";

/** Phones open the camera facing away from the user: the gear, not the owner. */
const BACK_CAMERA = "environment";

/**
 * The saved sheet's photos (taken with the phone's camera: `capture`, several
 * at once, each previewed and removable until the renter answers) and "Send to
 * renter", which the server allows once there is a photo.
 */
export function SheetDelivery({ bookingId, kind, data }: SheetProps) {
  const { t } = useTranslation("handover");
  const sheet = data[kind];
  const add = useAddSheetPhotos(bookingId, kind);
  const remove = useRemoveSheetPhoto(bookingId, kind);
  const send = useSendSheet(bookingId, kind);
  const input = useRef<HTMLInputElement>(null);
  const canSend = kind === "pickup" ? data.abilities.canSendPickup : data.abilities.canSendReturn;

  function onChoose(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    if (files.length === 0) return;
    add.mutate(files, {
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  }

  if (!sheet) return <p className="text-sm text-slate-600">{t("photos.saveFirst")}</p>;
  const failure = add.error ?? remove.error ?? send.error;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{t("photos.title")}</h3>
      <SheetPhotos photos={sheet.photos} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
      <TextField
        ref={input}
        label={t("photos.add")}
        hint={t("photos.hint")}
        name="photos"
        type="file"
        accept="image/*"
        capture={BACK_CAMERA}
        multiple
        disabled={add.isPending}
        onChange={onChoose}
        className="text-sm"
      />
      {add.isPending && <p role="status">{t("photos.uploading")}</p>}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      {sheet.sentAt ? (
        <Alert tone="success">{t("send.sent")}</Alert>
      ) : (
        <>
          {sheet.photos.length === 0 && <p className="text-sm text-slate-700">{t("send.needPhoto")}</p>}
          <Button className="self-start" disabled={!canSend || send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? t("send.sending") : t("send.button")}
          </Button>
        </>
      )}
    </div>
  );
}

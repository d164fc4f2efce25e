import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAddPhotos, useRemovePhoto, useReorderPhotos } from "../../api/gear";
import type { GearDetail } from "../../../shared/catalogue";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { Button, buttonClass } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

type Direction = "up" | "down";
const DIRECTIONS: readonly Direction[] = ["up", "down"];

/** Move the item at `index` one place; the list is copied. */
function moved(ids: string[], index: number, direction: Direction): string[] {
  const to = direction === "up" ? index - 1 : index + 1;
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The listing's photos in order (the first is the cover): add, remove, and
 * reorder with Move up / Move down buttons. After a move, focus follows the
 * photo, so a keyboard user can keep pressing the same button.
 */
export function PhotoManager({ gear }: { gear: GearDetail }) {
  const { t } = useTranslation("gear");
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const add = useAddPhotos(gear.id);
  const remove = useRemovePhoto(gear.id);
  const reorder = useReorderPhotos(gear.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const fileInput = useRef<HTMLInputElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ photoId: string; direction: Direction } | null>(null);
  const ids = gear.photos.map((p) => p.id);
  const room = MAX_GEAR_PHOTOS - ids.length;
  const error = add.error ?? remove.error ?? reorder.error;

  useEffect(() => {
    if (!focusAfterMove) return;
    const index = ids.indexOf(focusAfterMove.photoId);
    // At the end of the list the pressed button is disabled: focus its partner.
    const atEdge = focusAfterMove.direction === "up" ? index === 0 : index === ids.length - 1;
    const direction = atEdge ? (focusAfterMove.direction === "up" ? "down" : "up") : focusAfterMove.direction;
    buttons.current.get(`${focusAfterMove.photoId}:${direction}`)?.focus();
    // Focus is a DOM effect that must wait for the new order to render; clearing the
    // one-shot request afterwards costs one cheap render, and nothing renders from it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusAfterMove(null);
  }, [focusAfterMove, ids]);

  const move = (index: number, direction: Direction) => {
    const photoId = ids[index]!;
    // Focus once the new order is rendered (the cache is updated before this runs).
    reorder.mutate(moved(ids, index, direction), { onSuccess: () => setFocusAfterMove({ photoId, direction }) });
  };
  const busy = add.isPending || remove.isPending || reorder.isPending;

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={t("photoManager.listLabel")}>
        {gear.photos.map((p, i) => (
          <li key={p.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
            <img
              src={p.thumbUrl}
              alt={t(i === 0 ? "photoManager.photoCover" : "photoManager.photo", { index: i + 1 })}
              className="aspect-[4/3] w-full rounded object-cover"
            />
            <div className="flex flex-wrap gap-1">
              {DIRECTIONS.map((d) => (
                <button
                  key={d}
                  type="button"
                  className={buttonClass("secondary")}
                  ref={(el) => {
                    if (el) buttons.current.set(`${p.id}:${d}`, el);
                    else buttons.current.delete(`${p.id}:${d}`);
                  }}
                  disabled={busy || (d === "up" ? i === 0 : i === ids.length - 1)}
                  onClick={() => move(i, d)}
                  aria-label={t(d === "up" ? "photoManager.moveUpLabel" : "photoManager.moveDownLabel", {
                    index: i + 1,
                  })}
                >
                  {d === "up" ? t("photoManager.moveUp") : t("photoManager.moveDown")}
                </button>
              ))}
              <Button
                variant="ghost"
                disabled={busy || ids.length <= 1}
                onClick={() => remove.mutate(p.id)}
                aria-label={t("photoManager.removeLabel", { index: i + 1 })}
              >
                {t("photoManager.remove")}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {room > 0 ? (
        <Form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (files.length > 0)
              add.mutate(files, {
                onSuccess: () => {
                  setFiles([]);
                  if (fileInput.current) fileInput.current.value = "";
                },
              });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t("photoManager.addMore")}
            </label>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              className="text-sm"
              aria-describedby={`${inputId}-hint`}
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
            <p id={`${inputId}-hint`} className="text-xs text-slate-600">
              {t("photoManager.room", { room })}
            </p>
          </div>
          <Button type="submit" disabled={busy || files.length === 0}>
            {add.isPending ? t("photoManager.uploading") : t("photoManager.upload")}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t("photoManager.full")}</p>
      )}
    </div>
  );
}

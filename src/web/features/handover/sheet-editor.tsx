import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { compareSheets, HANDOVER_LIMITS } from "../../../shared/handover-contracts";
import { useSaveSheet } from "../../api/handover";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextAreaField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { Comparison } from "./comparison";
import { type DraftItem, draftItem, initialDraft } from "./draft";
import { ItemRow } from "./item-row";
import { SheetDelivery } from "./sheet-delivery";
import type { SheetProps } from "./draft";
import { Form } from "../../components/ui/form";

/** The server's field errors of row `i` ("items.2.name" → { name }). */
const rowErrors = (fields: Record<string, string>, i: number) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(`items.${i}.`))
      .map(([k, v]) => [k.slice(`items.${i}.`.length), v]),
  );

/**
 * The owner's form for one sheet: the items (prefilled: initialDraft), notes,
 * save; once saved, the photos and "Send to renter" (SheetDelivery). The return
 * sheet shows, as it is filled in, how it compares with the pickup sheet.
 */
export function SheetEditor({ bookingId, kind, data }: SheetProps) {
  const { t } = useTranslation("handover");
  const [draft, setDraft] = useState(() => initialDraft(kind, data));
  const save = useSaveSheet(bookingId, kind);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const setItems = (items: DraftItem[]) => setDraft((d) => ({ ...d, items }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    save.mutate({
      items: draft.items.map(({ name, present, condition, note }) => ({ name, present, condition, note })),
      notes: draft.notes,
    });
  }

  const pickup = data.pickup;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{kind === "pickup" ? t("form.pickupIntro") : t("form.returnIntro")}</p>
      <Form refusal={save.error} onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t(`kind.${kind}`)}>
        {draft.items.map((item, i) => (
          <ItemRow
            key={item.key}
            kind={kind}
            n={i + 1}
            item={item}
            errors={rowErrors(fields, i)}
            onChange={(next) => setItems(draft.items.map((x) => (x.key === item.key ? next : x)))}
            onRemove={() => setItems(draft.items.filter((x) => x.key !== item.key))}
          />
        ))}
        {fields.items && <Alert tone="error">{fields.items}</Alert>}
        {draft.items.length < HANDOVER_LIMITS.itemsMax && (
          <Button variant="secondary" className="self-start" onClick={() => setItems([...draft.items, draftItem()])}>
            {t("form.addItem")}
          </Button>
        )}
        <TextAreaField
          label={t("fields.notes")}
          name="notes"
          value={draft.notes}
          maxLength={HANDOVER_LIMITS.notesMax}
          error={fields.notes}
          onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))}
        />
        {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        {save.isSuccess && <Alert tone="success">{t("form.saved")}</Alert>}
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? t("form.saving") : t("form.save")}
        </Button>
      </Form>
      {kind === "return" && pickup && (
        <Comparison
          lines={compareSheets(pickup.items, draft.items)}
          title={t("comparisonView.title")}
          intro={t("comparisonView.live")}
        />
      )}
      <SheetDelivery bookingId={bookingId} kind={kind} data={data} />
    </div>
  );
}

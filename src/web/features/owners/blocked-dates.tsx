import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { gearQueries, useAddBlock, useRemoveBlock } from "../../api/gear";
import { todayInMalaysia } from "../../../shared/dates";
import { formatDay } from "../../../shared/i18n/format";
import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryState } from "../../components/ui/query-state";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { currentLanguage, translate } from "../../lib/i18n";
import { Form } from "../../components/ui/form";

/** "12 May 2026" ("12 Mei 2026" in Malay) for a YYYY-MM-DD calendar date, whatever the browser's time zone. */
const showDate = (d: string) => formatDay(d, currentLanguage());
const showRange = (start: string, end: string) =>
  start === end ? showDate(start) : `${showDate(start)} – ${showDate(end)}`;

/** Days the owner takes the gear off the market (servicing, own shoots); renters see them as unavailable. */
export function BlockedDates({ gearId }: { gearId: string }) {
  const blocks = useQuery(gearQueries.blocks(gearId));
  const add = useAddBlock(gearId);
  const remove = useRemoveBlock(gearId);
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [note, setNote] = useState("");
  const { t } = useTranslation("gear");
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  // The server answered in the account's language; a msg() left in a field is translated here.
  const error = (name: string) => (fields[name] ? translate(fields[name]) : undefined);
  const today = todayInMalaysia();

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate(
      { startDate, endDate: endDate || startDate, note: note || null },
      {
        onSuccess: () => {
          setStartDate("");
          setEndDate("");
          setNote("");
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <QueryState query={blocks} loadingLabel={t("blocks.loading")} emptyText={t("blocks.none")}>
        {(list) => (
          <ul className="divide-y divide-slate-200" aria-label={t("blocks.listLabel")}>
            {list.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium">{showRange(b.startDate, b.endDate)}</span>
                  {b.note ? <span className="text-slate-600"> · {b.note}</span> : null}
                </span>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(b.id)}
                  aria-label={t("blocks.unblockLabel", { range: showRange(b.startDate, b.endDate) })}
                >
                  {t("blocks.unblock")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
      <Form
        refusal={add.error}
        onSubmit={submit}
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
        aria-label={t("blocks.formLabel")}
      >
        <TextField
          label={t("blocks.firstDay")}
          type="date"
          required
          min={today}
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          error={error("startDate")}
        />
        <TextField
          label={t("blocks.lastDay")}
          type="date"
          min={startDate || today}
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
          error={error("endDate")}
          hint={t("blocks.lastDayHint")}
        />
        <TextField
          label={t("blocks.note")}
          maxLength={GEAR_LIMITS.blockNoteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={error("note")}
        />
        <Button type="submit" className="sm:mt-6" disabled={add.isPending || !startDate}>
          {add.isPending ? t("blocks.blocking") : t("blocks.submit")}
        </Button>
      </Form>
      {add.isError && !fields.startDate && !fields.endDate && <Alert tone="error">{errorMessage(add.error)}</Alert>}
    </div>
  );
}

import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { gearQueries, useAddBlock, useRemoveBlock } from "../../api/gear";
import { todayInMalaysia } from "../../../shared/dates";
import { formatDay } from "../../../shared/i18n/format";
import { GEAR_LIMITS } from "../../../shared/gear-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryState } from "../../components/ui/query-state";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";

/** "12 Jan 2026" for a YYYY-MM-DD calendar date, whatever the browser's time zone. */
const showDate = (d: string) => formatDay(d, "en");
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
  const fields = add.error instanceof ApiError ? add.error.fields : {};
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
      <QueryState
        query={blocks}
        loadingLabel="Loading blocked dates"
        empty={<p className="text-sm text-slate-600">No dates are blocked.</p>}
      >
        {(list) => (
          <ul className="divide-y divide-slate-200" aria-label="Blocked date ranges">
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
                  aria-label={`Unblock ${showRange(b.startDate, b.endDate)}`}
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
      <form
        onSubmit={submit}
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
        aria-label="Block dates"
      >
        <TextField
          label="First blocked day"
          type="date"
          required
          min={today}
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          error={fields.startDate}
        />
        <TextField
          label="Last blocked day"
          type="date"
          min={startDate || today}
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
          error={fields.endDate}
          hint="Empty: just the first day."
        />
        <TextField
          label="Note (only you see it)"
          maxLength={GEAR_LIMITS.blockNoteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={fields.note}
        />
        <Button type="submit" className="sm:mt-6" disabled={add.isPending || !startDate}>
          {add.isPending ? "Blocking…" : "Block dates"}
        </Button>
      </form>
      {add.isError && !fields.startDate && !fields.endDate && <Alert tone="error">{errorMessage(add.error)}</Alert>}
    </div>
  );
}

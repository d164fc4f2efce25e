import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  calendarSyncQueries,
  importStale,
  useAddCalendar,
  useReadCalendarNow,
  useRemoveCalendar,
} from "../../api/calendar-sync";
import { CALENDAR_LIMITS, type ExternalCalendarView } from "../../../shared/calendar-sync-contracts";
import { formatDateTime, formatDay } from "../../../shared/i18n/format";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { ApiError, errorMessage } from "../../lib/api";
import { currentLanguage, translate } from "../../lib/i18n";
import { Form } from "../../components/ui/form";

const showDay = (d: string) => formatDay(d, currentLanguage());
const showRange = (start: string, end: string) =>
  start === end ? showDay(start) : `${showDay(start)} – ${showDay(end)}`;

/** When a read the page waited for is done, what it changed (blocks, availability, the owner's calendar) is read again. */
function useRefreshAfterRead(gearId: string, calendars: ExternalCalendarView[] | undefined) {
  const qc = useQueryClient();
  const wasPending = useRef(false);
  const pending = calendars?.some((c) => c.readPending) ?? false;
  useEffect(() => {
    if (wasPending.current && !pending)
      for (const queryKey of importStale(gearId)) void qc.invalidateQueries({ queryKey });
    wasPending.current = pending;
  }, [pending, gearId, qc]);
}

function CalendarItem({ gearId, calendar }: { gearId: string; calendar: ExternalCalendarView }) {
  const { t } = useTranslation("calendars");
  const { t: tb } = useTranslation("bookings");
  const readNow = useReadCalendarNow(gearId);
  const remove = useRemoveCalendar(gearId);
  const lang = currentLanguage();
  const busy = calendar.readPending || readNow.isPending;
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium [overflow-wrap:anywhere]">{calendar.name}</span>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => readNow.mutate(calendar.id)}
            // The visible word starts the name (WCAG 2.5.3), the calendar's name tells the buttons apart.
            aria-label={t(busy ? "external.readingLabel" : "external.readNowLabel", { name: calendar.name })}
          >
            {busy ? t("external.reading") : t("external.readNow")}
          </Button>
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(calendar.id)}
            aria-label={t("external.removeLabel", { name: calendar.name })}
          >
            {t("external.remove")}
          </Button>
        </div>
      </div>
      <span className="text-xs text-slate-600 [overflow-wrap:anywhere]">{calendar.url}</span>
      <span className="text-slate-700">
        {calendar.lastReadAt
          ? t("external.lastRead", { when: formatDateTime(calendar.lastReadAt, lang) })
          : t("external.neverRead")}
        {" · "}
        {t("external.blockedDays", { count: calendar.blockedDays })}
      </span>
      {calendar.readPending && (
        <p className="text-slate-600" role="status">
          {t("external.pending")}
        </p>
      )}
      {calendar.lastError && calendar.lastErrorAt && (
        <Alert tone="error">
          {t("external.lastError", {
            when: formatDateTime(calendar.lastErrorAt, lang),
            error: translate(calendar.lastError),
          })}
        </Alert>
      )}
      {calendar.clashes.length > 0 && (
        <Alert tone="warning">
          <p className="font-semibold">{t("external.clashesHeading")}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {calendar.clashes.map((c) => (
              <li key={`${c.bookingId}-${c.startDate}`}>
                {t("external.clash", {
                  range: showRange(c.startDate, c.endDate),
                  booking: c.bookingId,
                  bookingRange: showRange(c.bookingStartDate, c.bookingEndDate),
                  status: tb(`status.${c.bookingStatus}` as never),
                })}{" "}
                <TextLink to={`/owners/dashboard?booking=${encodeURIComponent(c.bookingId)}`}>
                  {t("external.openBooking")}
                </TextLink>
              </li>
            ))}
          </ul>
          <p className="mt-1">{t("external.clashHint")}</p>
        </Alert>
      )}
      {(readNow.isError || remove.isError) && <Alert tone="error">{errorMessage(readNow.error ?? remove.error)}</Alert>}
    </li>
  );
}

/** A listing's external calendars (issue 32 point 4): add, read now, remove; last read, last error, clashes. */
export function ExternalCalendars({ gearId }: { gearId: string }) {
  const { t } = useTranslation("calendars");
  const calendars = useQuery(calendarSyncQueries.external(gearId));
  const add = useAddCalendar(gearId);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  useRefreshAfterRead(gearId, calendars.data?.calendars);
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  const error = (field: string) => (fields[field] ? translate(fields[field]) : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate(
      { name, url },
      {
        onSuccess: () => {
          setName("");
          setUrl("");
        },
      },
    );
  }

  return (
    <Card title={t("external.title")}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{t("external.intro")}</p>
        <QueryState
          query={calendars}
          loadingLabel={t("external.loading")}
          emptyText={t("external.none")}
          isEmpty={(d) => d.calendars.length === 0}
        >
          {(data) => (
            <ul className="divide-y divide-slate-200" aria-label={t("external.listLabel")}>
              {data.calendars.map((c) => (
                <CalendarItem key={c.id} gearId={gearId} calendar={c} />
              ))}
            </ul>
          )}
        </QueryState>
        <Form refusal={add.error} onSubmit={submit} className="flex flex-col gap-3" aria-label={t("external.add")}>
          <TextField
            label={t("external.name")}
            hint={t("external.nameHint")}
            required
            maxLength={CALENDAR_LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error("name")}
          />
          <TextField
            label={t("external.url")}
            hint={t("external.urlHint")}
            type="url"
            inputMode="url"
            required
            maxLength={CALENDAR_LIMITS.urlMax}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={error("url")}
          />
          <div>
            <Button type="submit" disabled={add.isPending || !name || !url}>
              {add.isPending ? t("external.adding") : t("external.add")}
            </Button>
          </div>
        </Form>
        {add.isSuccess && (
          <p className="text-sm text-green-800" role="status">
            {t("external.added")}
          </p>
        )}
        {add.isError && !fields.url && !fields.name && <Alert tone="error">{errorMessage(add.error)}</Alert>}
      </div>
    </Card>
  );
}

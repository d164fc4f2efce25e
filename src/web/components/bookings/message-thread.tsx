import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../shared/i18n/format";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { bookingQueries, useMarkThreadRead, useSendMessage } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextAreaField } from "../ui/field";
import { LinkedText } from "../ui/linked-text";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { ScrollRegion } from "../ui/scroll-region";
import { Form } from "../ui/form";

/** The booking's conversation between renter and owner; new messages arrive live. */
export function MessageThread({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation("bookings");
  const [draft, setDraft] = useState("");
  const thread = useQuery(bookingQueries.messages(bookingId));
  const send = useSendMessage(bookingId);
  // Shown means read: tell the server once per newest message from the other side (the GET marks nothing).
  const newestIncoming = thread.data?.items.findLast((m) => !m.mine)?.id;
  const { mutate: markSeen } = useMarkThreadRead(bookingId);
  useEffect(() => {
    if (newestIncoming !== undefined) markSeen();
  }, [newestIncoming, markSeen]);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (draft.trim()) send.mutate(draft, { onSuccess: () => setDraft("") });
  }
  return (
    <Card title={t("thread.title")}>
      <div className="mb-3" aria-live="polite">
        <QueryState query={thread} emptyText={t("thread.empty")}>
          {({ items }) => (
            // A long thread scrolls inside the card: a keyboard must reach it to scroll it.
            <ScrollRegion label={t("thread.title")} className="max-h-80 overflow-y-auto">
              <ol className="flex flex-col gap-2">
                {items.map((m) => (
                  <li
                    key={m.id}
                    className={`max-w-[80%] rounded-lg px-3 py-2 text-sm ${m.mine ? "self-end bg-ink text-white" : "self-start bg-slate-100"}`}
                  >
                    <p className="text-xs opacity-75">
                      {m.mine ? t("thread.you") : m.from} · {formatDateTime(m.at, currentLanguage())}
                    </p>
                    <p className="whitespace-pre-wrap">
                      <LinkedText text={m.body} />
                    </p>
                  </li>
                ))}
              </ol>
            </ScrollRegion>
          )}
        </QueryState>
      </div>
      <Form onSubmit={onSubmit} className="flex flex-col gap-2">
        <TextAreaField
          label={t("thread.write")}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={2000}
          rows={3}
        />
        {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
        <Button type="submit" disabled={send.isPending || !draft.trim()} className="self-start">
          {t("thread.send")}
        </Button>
      </Form>
    </Card>
  );
}

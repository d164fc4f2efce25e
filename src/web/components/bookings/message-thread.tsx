import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, ApiError, errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { Card } from "../ui/page";

interface Message {
  id: number;
  body: string;
  mine: boolean;
  from: string;
  at: string;
}

/** The booking's conversation between renter and owner; new messages arrive live. */
export function MessageThread({ bookingId }: { bookingId: string }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState("");
  const list = useQuery({
    queryKey: ["booking", bookingId, "messages"],
    queryFn: () => api<{ items: Message[] }>(`/api/bookings/${bookingId}/messages`),
  });
  const send = useMutation({
    mutationFn: (body: string) => api(`/api/bookings/${bookingId}/messages`, { body: { body } }),
    onSuccess: () => {
      setDraft("");
      void qc.invalidateQueries({ queryKey: ["booking", bookingId, "messages"] });
    },
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (draft.trim()) send.mutate(draft);
  }
  return (
    <Card title="Messages">
      {list.isError && <Alert tone="error">{errorMessage(list.error)}</Alert>}
      <ol className="mb-3 flex max-h-80 flex-col gap-2 overflow-y-auto" aria-live="polite">
        {(list.data?.items ?? []).map((m) => (
          <li
            key={m.id}
            className={`max-w-[80%] rounded-lg px-3 py-2 text-sm ${m.mine ? "self-end bg-ink text-white" : "self-start bg-slate-100"}`}
          >
            <p className="text-xs opacity-75">
              {m.mine ? "You" : m.from} ·{" "}
              {new Date(m.at).toLocaleString("en-MY", { dateStyle: "short", timeStyle: "short" })}
            </p>
            <p className="whitespace-pre-wrap">{m.body}</p>
          </li>
        ))}
        {list.data?.items.length === 0 && <li className="text-sm text-slate-600">No messages yet.</li>}
      </ol>
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={`msg-${bookingId}`} className="text-sm font-medium">
          Write a message
        </label>
        <textarea
          id={`msg-${bookingId}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={2000}
          rows={3}
          className="rounded-md border border-slate-300 p-2"
        />
        {send.isError && (
          <Alert tone="error">{send.error instanceof ApiError ? send.error.message : errorMessage(send.error)}</Alert>
        )}
        <Button type="submit" disabled={send.isPending || !draft.trim()} className="self-start">
          Send
        </Button>
      </form>
    </Card>
  );
}

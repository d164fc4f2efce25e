import { useQuery } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notificationQueries, useMarkNotificationsRead } from "../api/notifications";
import { QueryState } from "../components/ui/query-state";
import { currentLanguage } from "../lib/i18n";
import { useSession } from "../lib/session";

/**
 * The bell: unread count (kept live by useLiveUpdates) and the latest notifications,
 * which the server lists in the account's saved language (refetched when it changes).
 * `inline`: in the phone menu the panel opens in the menu's flow, full width,
 * instead of floating under the bar.
 */
export function NotificationsMenu({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation("notifications");
  const [open, setOpen] = useState(false);
  const savedLanguage = useSession().data?.language ?? currentLanguage();
  const list = useQuery(notificationQueries.list(savedLanguage));
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const panelId = inline ? "notifications-panel-menu" : "notifications-panel";
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, frame, button, close);
  return (
    <div className={inline ? "" : "relative"} ref={frame}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`relative min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white ${inline ? "flex w-full text-left" : "inline-flex"}`}
      >
        {t("menu.button")}
        {unread > 0 && (
          <span
            className="ml-1 rounded-full bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white"
            aria-label={t("menu.unread", { count: unread })}
          >
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={`${inline ? "mt-2 w-full" : "absolute right-0 z-50 mt-2 w-80 shadow-xl"} rounded-lg border border-slate-200 bg-white p-3 text-slate-900`}
        >
          <div className="mb-2 flex items-center justify-between">
            <h2 className="text-sm font-semibold">{t("menu.title")}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="min-h-11 px-2 text-xs text-sky-800 underline"
                onClick={() => markRead.mutate({})}
              >
                {t("menu.markAllRead")}
              </button>
            )}
          </div>
          <QueryState query={list} emptyText={t("menu.empty")}>
            {(data) => (
              <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
                {data.items.map((n) => (
                  <li key={n.id} className={`text-sm ${n.read ? "text-slate-600" : "font-medium"}`}>
                    {/* The whole entry is the link (a 44 px target at least) to the booking or page it is about. */}
                    {n.link ? (
                      <Link
                        to={n.link}
                        className="block min-h-11 rounded px-1 py-2 hover:bg-slate-50 hover:underline"
                        onClick={() => setOpen(false)}
                      >
                        <NoticeText title={n.title} body={n.body} />
                      </Link>
                    ) : (
                      <div className="px-1 py-2">
                        <NoticeText title={n.title} body={n.body} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      )}
    </div>
  );
}

function NoticeText({ title, body }: { title: string; body: string }) {
  return (
    <>
      <span className="block">{title}</span>
      {body && <span className="block text-xs font-normal text-slate-600">{body}</span>}
    </>
  );
}

/**
 * Close an open panel the way people expect: Escape (focus goes back to the
 * button that opened it, and only this panel closes) or a press anywhere outside it.
 */
function useDismiss(
  open: boolean,
  frame: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Marked as handled, so the phone menu this panel may sit in stays open on this Escape (nav-bar.tsx).
      e.preventDefault();
      close();
      opener.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!frame.current?.contains(e.target as Node)) close();
    };
    // Capture: this runs before the phone menu's own Escape listener on document.
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, frame, opener, close]);
}

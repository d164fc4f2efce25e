import { useEffect, useState } from "react";
import { USERNAME_MESSAGES, validateUsername } from "../../../shared/username";
import { api } from "../../lib/api";

export type UsernameCheck = { status: "idle" | "checking" | "ok" | "error"; message: string | null };

/**
 * Live feedback while an owner edits their username: the seed's format rules at
 * once, then availability from the server (which ignores the owner's own
 * record) after a pause. Their current username needs no check. A failed check
 * shows the seed's 'Error checking username availability'; saving checks again.
 */
export function useUsernameAvailability(username: string, current: string): UsernameCheck {
  // The server's answer, kept with the name it is about: the format checks and
  // "checking" are derived while rendering, so a stale answer is never shown.
  const [answer, setAnswer] = useState<{ username: string; check: UsernameCheck } | null>(null);
  const unchanged = username === current;
  const formatError = unchanged ? null : validateUsername(username);
  const needsServer = !unchanged && !formatError;
  useEffect(() => {
    if (!needsServer) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await api<{ available: boolean; message: string | null }>(
          `/api/owners/username-availability?username=${encodeURIComponent(username.trim())}`,
          { signal: ctrl.signal },
        );
        setAnswer({
          username,
          check: res.available
            ? { status: "ok", message: null }
            : { status: "error", message: res.message ?? USERNAME_MESSAGES.taken },
        });
      } catch (err) {
        if ((err as Error).name !== "AbortError")
          setAnswer({ username, check: { status: "error", message: USERNAME_MESSAGES.checkFailed } });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [username, needsServer]);
  if (unchanged) return { status: "idle", message: null };
  if (formatError) return { status: "error", message: formatError };
  return answer?.username === username ? answer.check : { status: "checking", message: null };
}

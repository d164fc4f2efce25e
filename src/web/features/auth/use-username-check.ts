import { useEffect, useState } from "react";
import { USERNAME_MESSAGES, validateUsername } from "../../../shared/username";
import { api } from "../../lib/api";

export type UsernameState = { status: "idle" | "checking" | "ok" | "error"; message: string | null };

/**
 * Live username feedback: the seed's format rules at once, availability from the
 * server after a short pause. A failed check shows the seed's
 * 'Error checking username availability' (the server checks again on submit).
 */
export function useUsernameCheck(username: string): UsernameState {
  // The server's answer, kept with the name it is about: the format checks and
  // "checking" are derived while rendering, so a stale answer is never shown.
  const [answer, setAnswer] = useState<{ username: string; state: UsernameState } | null>(null);
  const formatError = username === "" ? null : validateUsername(username);
  const needsServer = username !== "" && !formatError;
  useEffect(() => {
    if (!needsServer) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await api<{ available: boolean; message: string | null }>(
          `/api/owners/username-availability?username=${encodeURIComponent(username)}`,
          { signal: ctrl.signal },
        );
        setAnswer({
          username,
          state: res.available
            ? { status: "ok", message: null }
            : { status: "error", message: res.message ?? USERNAME_MESSAGES.taken },
        });
      } catch (err) {
        if ((err as Error).name !== "AbortError")
          setAnswer({ username, state: { status: "error", message: USERNAME_MESSAGES.checkFailed } });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [username, needsServer]);
  if (username === "") return { status: "idle", message: null };
  if (formatError) return { status: "error", message: formatError };
  return answer?.username === username ? answer.state : { status: "checking", message: null };
}

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
  const [state, setState] = useState<UsernameState>({ status: "idle", message: null });
  useEffect(() => {
    if (username === "") {
      setState({ status: "idle", message: null });
      return;
    }
    const formatError = validateUsername(username);
    if (formatError) {
      setState({ status: "error", message: formatError });
      return;
    }
    setState({ status: "checking", message: null });
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await api<{ available: boolean; message: string | null }>(
          `/api/owners/username-availability?username=${encodeURIComponent(username)}`,
          { signal: ctrl.signal },
        );
        setState(
          res.available
            ? { status: "ok", message: null }
            : { status: "error", message: res.message ?? USERNAME_MESSAGES.taken },
        );
      } catch (err) {
        if ((err as Error).name !== "AbortError") setState({ status: "error", message: USERNAME_MESSAGES.checkFailed });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [username]);
  return state;
}

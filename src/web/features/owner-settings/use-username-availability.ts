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
  const [check, setCheck] = useState<UsernameCheck>({ status: "idle", message: null });
  useEffect(() => {
    if (username === current) {
      setCheck({ status: "idle", message: null });
      return;
    }
    const formatError = validateUsername(username);
    if (formatError) {
      setCheck({ status: "error", message: formatError });
      return;
    }
    setCheck({ status: "checking", message: null });
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await api<{ available: boolean; message: string | null }>(
          `/api/owners/username-availability?username=${encodeURIComponent(username.trim())}`,
          { signal: ctrl.signal },
        );
        setCheck(
          res.available
            ? { status: "ok", message: null }
            : { status: "error", message: res.message ?? USERNAME_MESSAGES.taken },
        );
      } catch (err) {
        if ((err as Error).name !== "AbortError") setCheck({ status: "error", message: USERNAME_MESSAGES.checkFailed });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [username, current]);
  return check;
}

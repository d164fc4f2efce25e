import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { USERNAME_MESSAGES, validateUsername } from "../../shared/username";
import { accountQueries } from "../api/accounts";
import { translate } from "./i18n";

export type UsernameCheck = { status: "idle" | "checking" | "ok" | "error"; message: string | null };

const IDLE: UsernameCheck = { status: "idle", message: null };
const CHECKING: UsernameCheck = { status: "checking", message: null };
const PAUSE_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Live username feedback for the owner sign-up and the owner settings: the
 * seed's format rules at once, availability from the server after a short pause
 * (the server ignores the signed-in owner's own record). The owner's `current`
 * username needs no check; without one (the sign-up form), neither does an empty
 * field, which says 'Username is required' on submit. A failed check shows the seed's
 * 'Error checking username availability'; the server checks again on submit.
 */
export function useUsernameCheck(username: string, current?: string): UsernameCheck {
  const wanted = username.trim();
  const settled = useSettled(wanted, PAUSE_MS);
  const skip = username === current || (current === undefined && username === "");
  const formatError = skip ? null : validateUsername(username);
  const availability = useQuery({
    ...accountQueries.usernameAvailability(settled),
    enabled: !skip && !formatError && settled === wanted,
  });
  if (skip) return IDLE;
  // The messages are msg() strings (the server's answer is already in the reader's language).
  if (formatError) return { status: "error", message: translate(formatError) };
  if (settled !== wanted || availability.isPending) return CHECKING;
  if (availability.isError) return { status: "error", message: translate(USERNAME_MESSAGES.checkFailed) };
  return availability.data.available
    ? { status: "ok", message: null }
    : { status: "error", message: translate(availability.data.message ?? USERNAME_MESSAGES.taken) };
}

import type { DehydratedState } from "@tanstack/react-query";
import { isLanguage, type Language } from "../../shared/i18n/languages";
import { SERVER_STATE_ID } from "../../shared/ssr-contracts";

/** The strings a server render read, by namespace and key (flat: `"card.perDay"`), as `t` looked them up. */
export type FirstViewTexts = Record<string, Record<string, string | number | boolean>>;

/** What a server-rendered page hands its client: the language it was rendered in, its texts and its query cache. */
export interface ServerState {
  language: Language;
  /** The texts the server render read: all the first view says before it hydrates (ADR 043). */
  texts?: FirstViewTexts;
  queries: DehydratedState;
}

function readState(): ServerState | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return isLanguage(state.language) ? state : null;
  } catch {
    return null;
  }
}

/** The server's state when this page was server-rendered (ADR 023), else null: a client-rendered page. */
export const serverState = readState();

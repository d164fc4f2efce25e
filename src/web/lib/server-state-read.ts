import type { DehydratedState } from "@tanstack/react-query";
import { isLanguage, type Language } from "../../shared/i18n/languages";
import { SERVER_STATE_ID } from "../../shared/ssr-contracts";

/** What a server-rendered page hands its client: the language it was rendered in and its query cache. */
export interface ServerState {
  language: Language;
  /** The namespaces of texts the server render read: what the first view needs before it hydrates (ADR 043). */
  texts?: string[];
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

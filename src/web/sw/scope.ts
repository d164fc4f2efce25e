/**
 * The few service-worker globals sw.ts uses. The project compiles against the
 * DOM library, which lacks them, and adding the WebWorker library beside it
 * clashes; so they are named here.
 */
export interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown;
}

export interface SwScope {
  /** Filled in by vite-plugin-pwa at build time: the precache list with revisions. */
  readonly __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate" | "install", listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: SwMessageEvent) => void): void;
}

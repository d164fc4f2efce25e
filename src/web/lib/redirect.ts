/** Only same-site paths: "/x" yes; "//evil.example" or "https://…" no (open-redirect guard). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

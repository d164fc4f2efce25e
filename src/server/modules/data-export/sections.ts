/** A stored file to put in the export: its storage key and its name inside the ZIP (the extension is added). */
export interface ExportFile {
  key: string;
  name: string;
  what: string;
}

/** `row` without the columns that name someone else or hold a system secret. */
export function omit<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy;
}

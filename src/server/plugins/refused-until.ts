/**
 * Addresses already over a limit, remembered until their window ends (issue 29,
 * "a flood is paid by everyone"). Once the database has said an address is over,
 * its further requests in that window are refused from here, with no write: a
 * flood of refusals then costs the database nothing and other addresses keep
 * their latency. Each process learns it from its own first over-limit write.
 */
export function createRefusedUntil(now = () => Date.now()) {
  const until = new Map<string, number>();
  /** Past this many addresses the ended ones are swept out (a flood from many addresses stays bounded). */
  const SWEEP_AT = 10_000;
  const id = (bucket: string, key: string) => `${bucket}\u0000${key}`;
  return {
    /** When `key`'s refusal in `bucket` ends (ms), or null when it is not refused. */
    refusedUntil(bucket: string, key: string): number | null {
      const end = until.get(id(bucket, key));
      if (end === undefined) return null;
      if (end > now()) return end;
      until.delete(id(bucket, key));
      return null;
    },
    /** `key` is over its limit in `bucket` until `end` (ms). */
    refuse(bucket: string, key: string, end: number) {
      if (until.size >= SWEEP_AT) {
        const t = now();
        for (const [k, e] of until) if (e <= t) until.delete(k);
      }
      until.set(id(bucket, key), end);
    },
  };
}

import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * PGlite takes no lock of its own, and two processes writing one directory corrupt
 * it. Take an exclusive lock file holding our pid; a stale file (its process gone)
 * is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "sewagear.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another SewaGear process (pid ${pid}) is using the data directory ${path.resolve(dataDir)}. ` +
            `Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

import "../load-env";
import path from "node:path";
import { restoreBackup } from "../backup/restore";
import { loadConfig } from "../config";

/**
 * `npm run restore -- <file> [--force]`: a backup of `npm run backup` into DATA_DIR
 * (embedded database) or DATABASE_URL's database. Refuses data already there unless --force.
 */
const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((a) => !a.startsWith("--"));
if (!file || args.some((a) => a.startsWith("--") && a !== "--force")) {
  console.error("Usage: npm run restore -- <backup file> [--force]");
  process.exit(2);
}
try {
  const config = loadConfig();
  const { manifest, movedAside } = await restoreBackup(config, path.resolve(file), { force });
  const target = config.DATABASE_URL ? "the database of DATABASE_URL" : path.resolve(config.DATA_DIR, "db");
  console.log(`Restored the backup of ${manifest.createdAt} into ${target}`);
  if (manifest.uploads === "disk")
    console.log(`  uploads: ${manifest.files.length} files into ${path.resolve(config.DATA_DIR, "uploads")}`);
  else console.log("  uploads: not in the backup (kept in a bucket): restore the bucket's copy yourself");
  for (const dir of movedAside) console.log(`  what was there is now in ${dir}`);
  console.log("Start the server on it to apply any newer migrations.");
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

import "../load-env";
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { makeBackup } from "../backup/backup";
import { loadConfig } from "../config";

/**
 * `npm run backup [-- <file or folder/>]`: the database and the uploads on disk into
 * one tar file (default backups/sewagear-<time>.tar; a folder gets sewagear-<time>.tar
 * in it), while the server runs. Exit 0 only when the whole file is written.
 */
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const arg = process.argv[2] ?? "backups/";
  const isFolder = arg.endsWith("/") || (existsSync(arg) && statSync(arg).isDirectory());
  const file = path.resolve(isFolder ? path.join(arg, `sewagear-${stamp}.tar`) : arg);
  mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  const { manifest, via } = await makeBackup(config, file);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const how = {
    "running server": "by the running server",
    "data directory": "from its directory",
    pg_dump: "by pg_dump",
  };
  console.log(`  database: ${manifest.database} (copied ${how[via]})`);
  if (manifest.uploads === "disk") console.log(`  uploads: ${manifest.files.length} files, ${bytes} bytes`);
  else
    console.log(
      `  uploads: NOT in this file: they are in the bucket ${config.S3_BUCKET}. Copy it with the bucket's own tools ` +
        `(rclone sync, or versioning on the bucket); see docs/deploy.md, Backups.`,
    );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

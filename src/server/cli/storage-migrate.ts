import "../load-env";
import { loadConfig } from "../config";
import { s3StorageOf, uploadsDir } from "../storage/from-config";
import { migrateToBucket } from "../storage/migrate";

/**
 * `npm run storage:migrate`: copy the uploads on disk (DATA_DIR/uploads) into
 * the bucket the S3_* variables name. Safe to run while the app serves from disk
 * and again after switching it to the bucket (it skips what is there already),
 * and to rerun after an interruption. Exit 0 only when every file is in the bucket.
 */
try {
  const config = loadConfig();
  const bucket = s3StorageOf(config);
  if (!bucket) {
    console.error("Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY first (see .env.example).");
    process.exit(2);
  }
  await bucket.check();
  const root = uploadsDir(config);
  console.log(`Copying ${root} to bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT}`);
  let lastShown = 0;
  const report = await migrateToBucket(root, bucket, (done, total) => {
    // A line every 500 files (and the last), so a long run shows it is moving.
    if (done - lastShown >= 500 || done === total) {
      lastShown = done;
      console.log(`  ${done}/${total}`);
    }
  });
  for (const file of report.ignored) console.log(`  ignored (not an upload): ${file}`);
  for (const f of report.failed) console.error(`  failed: ${f.key}: ${f.error}`);
  console.log(
    `copied ${report.copied}, already in the bucket ${report.present}, ignored ${report.ignored.length}, failed ${report.failed.length}`,
  );
  if (report.failed.length > 0) {
    console.error("Some files were not copied; run the command again to retry them.");
    process.exit(1);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

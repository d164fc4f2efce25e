import path from "node:path";
import type { Config } from "../config";
import { createS3Storage, type S3Storage } from "./s3";
import { createLocalStorage, type Storage } from "./storage";

/** Where local-disk uploads live: DATA_DIR/uploads (also what storage:migrate reads). */
export const uploadsDir = (config: Pick<Config, "DATA_DIR">) => path.resolve(config.DATA_DIR, "uploads");

const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * The bucket the S3_* variables describe, or null when S3_ENDPOINT is unset.
 * A half-given set is refused the way loadConfig refuses a bad variable (main.ts
 * prints such a message without a stack): better than writing to disk unnoticed.
 */
export function s3StorageOf(config: Config): S3Storage | null {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = config;
  const secretAccessKey = config.S3_SECRET_ACCESS_KEY;
  const missing = S3_REQUIRED.filter((name) => !config[name]);
  if (!endpoint) {
    if (missing.length === S3_REQUIRED.length) return null;
    throw new Error("Invalid configuration:\n  S3_ENDPOINT: required when the other S3_* variables are set");
  }
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when S3_ENDPOINT is set`).join("\n")}`,
    );
  const { S3_REGION: region, S3_FORCE_PATH_STYLE: forcePathStyle } = config;
  return createS3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region, forcePathStyle });
}

/** The configured storage: the S3 bucket when S3_ENDPOINT is set, else local disk under DATA_DIR. */
export function storageOf(config: Config): Storage {
  return s3StorageOf(config) ?? createLocalStorage(uploadsDir(config));
}

import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { assertKey, contentTypeOf, type Storage } from "./storage";

export interface S3Options {
  /** The service's address, e.g. https://s3.ap-southeast-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key (MinIO, Garage, most self-hosted servers). */
  forcePathStyle: boolean;
}

/** An S3 bucket as Storage, plus what the migration needs to resume. */
export interface S3Storage extends Storage {
  /** The stored object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Whether the bucket exists and these keys may use it (HEAD on the bucket). */
  check(): Promise<void>;
}

/** What S3 answered, kept on the error so a log line says which call failed and how. */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    readonly status: number,
  ) {
    super(`S3 ${operation} ${key}: HTTP ${status}`);
  }
}

/**
 * Uploads in an S3-compatible bucket, over S3's REST API signed with SigV4 by
 * aws4fetch (ADR 028). Objects are written with no ACL, so they are as private
 * as the bucket (private by default on every S3 service): nobody reads them but
 * this server, which streams them after its own authorization checks.
 */
export function createS3Storage(opts: S3Options): S3Storage {
  // 5xx and 429 are retried with backoff; 3 tries keep a failing store from holding a request for long.
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: "s3",
    retries: 3,
  });
  const base = new URL(opts.endpoint);
  const root = opts.forcePathStyle
    ? `${base.origin}${base.pathname.replace(/\/$/, "")}/${opts.bucket}`
    : `${base.protocol}//${opts.bucket}.${base.host}${base.pathname.replace(/\/$/, "")}`;
  // Keys are checked against storage.ts's pattern (lower-case letters, digits, / _ - .): nothing to escape.
  const url = (key: string) => {
    assertKey(key);
    return `${root}/${key}`;
  };
  /** A body nobody reads still holds its connection: drain it. */
  const done = (res: Response) => res.body?.cancel();

  return {
    async put(key, data) {
      const res = await client.fetch(url(key), {
        method: "PUT",
        // A view on the same bytes (no copy): fetch's types take no Buffer.
        body: new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength),
        headers: {
          "content-type": contentTypeOf(key),
          // The payload's digest is signed too, so a body altered on the way is refused.
          "x-amz-content-sha256": createHash("sha256").update(data).digest("hex"),
        },
      });
      await done(res);
      if (!res.ok) throw new S3Error("PUT", key, res.status);
    },
    async read(key) {
      const res = await client.fetch(url(key));
      if (res.status === 404) {
        await done(res);
        return null;
      }
      if (!res.ok || !res.body) {
        await done(res);
        throw new S3Error("GET", key, res.status);
      }
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      const res = await client.fetch(url(key), { method: "DELETE" });
      await done(res);
      // Deleting what is not there is S3's 204 too; a 404 (some servers) means the same.
      if (!res.ok && res.status !== 404) throw new S3Error("DELETE", key, res.status);
    },
    async size(key) {
      const res = await client.fetch(url(key), { method: "HEAD" });
      await done(res);
      if (res.status === 404) return null;
      if (!res.ok) throw new S3Error("HEAD", key, res.status);
      return Number(res.headers.get("content-length"));
    },
    async check() {
      const res = await client.fetch(`${root}/`, { method: "HEAD" });
      await done(res);
      if (!res.ok) throw new S3Error("HEAD bucket", opts.bucket, res.status);
    },
  };
}

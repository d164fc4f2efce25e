import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { createS3Storage, type S3Storage } from "../storage/s3";

/** s3rver's one built-in account. */
const ACCESS_KEY = "S3RVER";
const BUCKET = "sewagear-test";

export interface TestS3 {
  /** http://127.0.0.1:<port>: what S3_ENDPOINT is set to. */
  endpoint: string;
  bucket: string;
  /** The S3_* variables for buildTestApp or a child process. */
  env: Record<string, string>;
  /** The bucket seen with the app's credentials (to check what the app stored). */
  storage: S3Storage;
  /** A plain GET of the object's bucket URL, with no credentials: what anybody on the network could try. */
  anonymousGet(key: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a loopback port, with one empty bucket
 * in a temporary directory.
 *
 * s3rver keeps no access control of its own: it serves any request without
 * credentials, and stores no ACL. So that "not readable anonymously" can be
 * tested at all, a first middleware gives it S3's default: an unsigned request
 * is refused 403 AccessDenied unless the object was written public (a `public-*`
 * canned ACL) or the bucket was given a policy (any, counted as public). An app
 * that published its files would pass those calls and fail the test.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(process.env.SEWAGEAR_TEST_ROOT ?? tmpdir(), "s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET }],
  });
  const published = new Set<string>();
  let bucketPolicy = false;
  server.middleware.unshift(async (ctx, next) => {
    const signed = "authorization" in ctx.headers || "X-Amz-Algorithm" in ctx.query;
    const acl = String(ctx.headers["x-amz-acl"] ?? "");
    if (signed && ctx.method === "PUT" && acl.startsWith("public")) published.add(ctx.path);
    if (signed && ctx.method === "PUT" && "policy" in ctx.query) bucketPolicy = true;
    if (!signed && !bucketPolicy && !published.has(ctx.path)) {
      ctx.status = 403;
      ctx.type = "application/xml";
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code></Error>';
      return;
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    endpoint,
    bucket: BUCKET,
    env,
    storage: createS3Storage({
      endpoint,
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      region: "us-east-1",
      forcePathStyle: true,
    }),
    anonymousGet: (key) => fetch(`${endpoint}/${BUCKET}/${key}`),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

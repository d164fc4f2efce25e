/** The part of s3rver (which ships no types) that test/s3.ts uses. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  /** Koa's middleware signature, on s3rver's own request context. */
  type Middleware = (
    ctx: {
      method: string;
      path: string;
      query: Record<string, unknown>;
      headers: Record<string, string | string[] | undefined>;
      status: number;
      body: unknown;
      type: string;
    },
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list: composed when the server starts listening. */
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

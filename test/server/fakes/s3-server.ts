/**
 * An S3-compatible server for tests: `s3rver` in this process on 127.0.0.1, a free port, one
 * bucket, objects in a fresh temporary folder. Any process given `url` as STORAGE_URL (the app
 * under test, a second app process in the scale-out test, the backup CLI) uses it like MinIO.
 *
 * Stable contract (used by the storage tests and the two-process scale-out test):
 *   const s3 = await startS3TestServer();   // { url, bucket, endpoint, stop }
 *   s3.url   → "http://S3RVER:S3RVER@127.0.0.1:{port}/{bucket}"   (a STORAGE_URL, path style)
 *   await s3.stop()                         // closes the server, deletes its folder; idempotent
 *
 * Fidelity: s3rver knows one account, S3RVER / S3RVER, and refuses other access keys and expired
 * presigned URLs, but it does not verify SigV4 signatures themselves (its source: "Signature
 * version 4 calculation is unimplemented"). What a signature binds (e.g. a presigned URL's
 * content type) is therefore checked on the URL, not by a refused request.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** The few parts of s3rver's API used here (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver's built-in account (its README: "If your client only supports signed requests"). */
export const S3RVER_ACCESS_KEY = "S3RVER";
export const S3RVER_SECRET_KEY = "S3RVER";

export interface S3TestServer {
  /** A STORAGE_URL for this server and bucket. */
  url: string;
  bucket: string;
  /** The endpoint origin, e.g. "http://127.0.0.1:41234". */
  endpoint: string;
  /** The folder s3rver keeps its buckets in (bucket objects are under `{directory}/{bucket}`). */
  directory: string;
  /** Stop the server and delete its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Start an s3rver on 127.0.0.1 with an OS-chosen port and one empty bucket.
 * @param opts.bucket the bucket name (default "pantry-test")
 * @throws Error when the server cannot listen
 */
export async function startS3TestServer(opts: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? "pantry-test";
  const directory = await mkdtemp(path.join(tmpdir(), "pm-s3rver-"));
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverCtor;
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    url: `http://${S3RVER_ACCESS_KEY}:${S3RVER_SECRET_KEY}@127.0.0.1:${port}/${bucket}`,
    bucket,
    endpoint,
    directory,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

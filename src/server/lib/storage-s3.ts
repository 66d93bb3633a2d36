/**
 * `Storage` on S3-compatible object storage (issue 12 item 2), through `@aws-sdk/client-s3`:
 * AWS S3, MinIO, Cloudflare R2, Ceph RGW, Garage and the s3rver test server. Configured by
 * STORAGE_URL (forms in storage-url.ts): endpoint, region, path- or virtual-hosted addressing,
 * credentials or the SDK's default credential chain, and an optional key prefix in the bucket.
 *
 * Objects: key = prefix + our storage key (checked by assertStorageKey on every call); the content
 * type is the object's Content-Type metadata, returned by `get`.
 *
 * Compatibility: request/response checksums are sent and checked only where S3 requires them
 * (the SDK's "WHEN_REQUIRED"): since SDK 3.729 the default adds CRC32 checksum headers that older
 * MinIO, Ceph and R2 releases refuse, and that would also be baked into presigned URLs.
 *
 * Security: the endpoint is operator configuration (trusted, like DATABASE_URL), never user input,
 * so these requests do not go through lib/safe-fetch.ts, which guards URLs that users give.
 *
 * The SDK (~0.4 s to import) is loaded on first use, so servers on local disk never pay for it.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { assertStorageKey, assertStoragePrefix, isStorageKey } from "./storage-keys";
import type { S3Location } from "../kernel/config/storage-url";
import type { Storage } from "../kernel/ports/storage";

/** What a presigned PUT URL allows. */
export interface PresignPutOptions {
  /** The Content-Type the uploader must send (signed: another type is refused by the store). */
  contentType: string;
  /** Lifetime of the URL in seconds, 1 … 604800 (7 days, SigV4's maximum). */
  expiresSeconds: number;
  /**
   * The exact size in bytes the uploader must send (signed Content-Length). A presigned PUT
   * cannot carry a size range — that needs a presigned POST policy — so a caller that wants to
   * bound uploads signs the exact size of the file it is about to send.
   */
  contentLength?: number;
}

/**
 * An S3 store: a `Storage`, plus presigned uploads. Presigning is a capability of this type, not an
 * optional method of `Storage`: disk and memory stores cannot offer it, and code that needs it asks
 * for an `S3Storage` by type instead of testing for a method at run time.
 */
export interface S3Storage extends Storage {
  readonly bucket: string;
  /**
   * A URL that lets its holder PUT one object under `key` without credentials, until it expires.
   *
   * Meant for operators and scripts (seeding images, migrating files between stores) and for a
   * future direct-upload path. Browser uploads in this app do NOT use it: the server re-encodes
   * every uploaded image with sharp (drops EXIF/GPS metadata, defeats image/HTML polyglots, bounds
   * pixels) before storing it, and a direct PUT to the bucket would skip that step.
   * @param key a storage key (assertStorageKey)
   * @returns the presigned https/http URL
   * @throws Error on a malformed key, content type, length or lifetime
   */
  presignPut(key: string, opts: PresignPutOptions): Promise<string>;
  /** Close the client's idle connections (the store is unusable afterwards). */
  close(): void;
}

type Sdk = typeof import("@aws-sdk/client-s3");
let sdkPromise: Promise<Sdk> | undefined;
const loadSdk = () => (sdkPromise ??= import("@aws-sdk/client-s3"));

/** Give up on a connection after 10 s and on an unanswered request after 60 s (the SDK waits forever by default). */
const CONNECT_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** SigV4 presigned URLs live at most 7 days (AWS S3 documentation, "Sharing objects with presigned URLs"). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/** A missing object (not a missing bucket, which is a configuration error and is thrown). */
function isMissingKey(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || (e.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket");
}

/**
 * The S3 store for `location` (see S3Storage). No request is made until the first call; a wrong
 * bucket, endpoint or credentials surface as the SDK's errors on that call.
 */
export function createS3Storage(location: S3Location): S3Storage {
  const { bucket, prefix } = location;
  let client: Promise<S3Client> | undefined;
  const getClient = () =>
    (client ??= loadSdk().then(
      (sdk) =>
        new sdk.S3Client({
          region: location.region,
          endpoint: location.endpoint,
          forcePathStyle: location.forcePathStyle,
          credentials: location.credentials,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        }),
    ));
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  return {
    bucket,
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), getClient()]);
      await s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      const Key = objectKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), getClient()]);
      try {
        const res = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        const body = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
        return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType: res.ContentType || "application/octet-stream" };
      } catch (err) {
        if (isMissingKey(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      const [sdk, s3] = await Promise.all([loadSdk(), getClient()]);
      try {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        if (!isMissingKey(err)) throw err;
      }
    },
    async *list(listPrefix) {
      assertStoragePrefix(listPrefix);
      const [sdk, s3] = await Promise.all([loadSdk(), getClient()]);
      let token: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + listPrefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const key = o.Key?.slice(prefix.length) ?? "";
          if (o.Key?.startsWith(prefix) && isStorageKey(key)) yield { key, size: o.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async presignPut(key, opts) {
      const Key = objectKey(key);
      if (!CONTENT_TYPE.test(opts.contentType)) throw new Error(`Invalid content type: ${JSON.stringify(opts.contentType)}`);
      if (!Number.isInteger(opts.expiresSeconds) || opts.expiresSeconds < 1 || opts.expiresSeconds > MAX_PRESIGN_SECONDS) {
        throw new Error(`expiresSeconds must be a whole number from 1 to ${MAX_PRESIGN_SECONDS}`);
      }
      if (opts.contentLength !== undefined && (!Number.isSafeInteger(opts.contentLength) || opts.contentLength < 0)) {
        throw new Error("contentLength must be a whole number of bytes");
      }
      const [sdk, s3, { getSignedUrl }] = await Promise.all([loadSdk(), getClient(), import("@aws-sdk/s3-request-presigner")]);
      const command = new sdk.PutObjectCommand({ Bucket: bucket, Key, ContentType: opts.contentType, ContentLength: opts.contentLength });
      // The presigner leaves Content-Type unsigned by default; sign it (and the length) so the URL cannot store anything else.
      return getSignedUrl(s3, command, {
        expiresIn: opts.expiresSeconds,
        signableHeaders: new Set(["content-type", ...(opts.contentLength === undefined ? [] : ["content-length"])]),
      });
    },
    close() {
      void client?.then((c) => c.destroy());
    },
  };
}

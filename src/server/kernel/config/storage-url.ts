/**
 * STORAGE_URL: where stored files go when they do not go to `DATA_DIR/uploads` (DESIGN.md
 * "Configuration"). Pure parsing, no AWS SDK: env.ts checks the value at start with
 * `storageUrlProblems`, and lib/storage.ts turns it into an S3 store with `parseStorageUrl`.
 *
 * Two forms (credentials percent-encoded; without `KEY:SECRET@` the AWS SDK's default credential
 * chain is used: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, shared config files, instance roles):
 *
 *   s3://KEY:SECRET@bucket[/prefix]?region=eu-west-1
 *       AWS S3 itself. `region` is required. Virtual-hosted addressing (bucket.s3.region.amazonaws.com).
 *   http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=auto]
 *       Any S3-compatible endpoint: MinIO, Cloudflare R2, Ceph RGW, Garage, s3rver. Path-style
 *       addressing (host/bucket/key), which all of them serve; `region` defaults to us-east-1
 *       (MinIO's and Ceph's default; R2 takes "auto").
 *
 * Both take `style=path|virtual` to override the addressing. An optional `/prefix` keeps this
 * app's objects under that folder of a shared bucket.
 */

/** A parsed STORAGE_URL: everything an S3 client needs. */
export interface S3Location {
  bucket: string;
  /** "" or a folder ending in "/" under which every object key is placed, e.g. "pantry/". */
  prefix: string;
  region: string;
  /** The endpoint origin for S3-compatible services ("http://127.0.0.1:9000"); absent for AWS. */
  endpoint?: string;
  /** true: host/bucket/key; false: bucket.host/key. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3 bucket naming rules (3–63 lower-case letters, digits, dots, dashes; starts and ends alphanumeric). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A region name such as "eu-west-1", "auto" or "garage". */
const REGION = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** One folder name of the optional key prefix (S3's "safe characters"). */
const PREFIX_SEGMENT = /^[A-Za-z0-9!_.*'()-]{1,100}$/;
const KNOWN_PARAMS = new Set(["region", "style"]);

type Parsed = { location: S3Location; problems: [] } | { location: null; problems: string[] };

function decode(part: string, what: string, problems: string[]): string {
  try {
    return decodeURIComponent(part);
  } catch {
    problems.push(`the ${what} is not correctly percent-encoded`);
    return "";
  }
}

/**
 * Parse a STORAGE_URL (forms in this file's header).
 * @returns the location, or null and every problem found. Problems never repeat the URL or its
 *   credentials, so they are safe to print in a start-up error.
 */
export function parseStorageUrl(value: string): Parsed {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { location: null, problems: ["must be s3://KEY:SECRET@bucket?region=… or http(s)://KEY:SECRET@host:port/bucket"] };
  }
  const problems: string[] = [];
  const aws = url.protocol === "s3:";
  if (!aws && url.protocol !== "http:" && url.protocol !== "https:") {
    return { location: null, problems: ["must start with s3://, http:// or https://"] };
  }
  const segments = url.pathname.split("/"); // "/bucket/a/b/" → ["", "bucket", "a", "b", ""]
  if (segments[0] === "") segments.shift();
  if (segments.at(-1) === "") segments.pop();
  const bucket = aws ? url.hostname : (segments.shift() ?? "");
  if (!BUCKET.test(bucket)) {
    problems.push(aws ? "the bucket (s3://KEY:SECRET@bucket) must be a valid S3 bucket name" : "must name a valid S3 bucket as its first path segment (http(s)://host:port/bucket)");
  }
  const decoded = segments.map((s) => decode(s, "key prefix", problems));
  if (decoded.some((s) => !PREFIX_SEGMENT.test(s) || s === "." || s === "..")) {
    problems.push("the key prefix after the bucket may hold only letters, digits and !_.*'()- per folder");
  }
  for (const key of new Set(url.searchParams.keys())) {
    if (!KNOWN_PARAMS.has(key)) problems.push(`unknown parameter "${key}" (known: region, style)`);
  }
  const region = url.searchParams.get("region") ?? (aws ? "" : "us-east-1");
  if (!region) problems.push("s3:// needs ?region=… (e.g. ?region=eu-west-1)");
  else if (!REGION.test(region)) problems.push("region must be a region name such as eu-west-1 or auto");
  const style = url.searchParams.get("style") ?? (aws ? "virtual" : "path");
  if (style !== "path" && style !== "virtual") problems.push('style must be "path" or "virtual"');
  if (url.hash) problems.push("must not have a #fragment");
  let credentials: S3Location["credentials"];
  if (url.username || url.password) {
    const accessKeyId = decode(url.username, "access key", problems);
    const secretAccessKey = decode(url.password, "secret key", problems);
    if (!accessKeyId || !secretAccessKey) problems.push("credentials must be given as KEY:SECRET@ (both parts), or left out for the AWS default chain");
    credentials = { accessKeyId, secretAccessKey };
  }
  if (problems.length > 0) return { location: null, problems };
  return {
    location: {
      bucket,
      prefix: decoded.map((s) => `${s}/`).join(""),
      region,
      endpoint: aws ? undefined : url.origin,
      forcePathStyle: style === "path",
      credentials,
    },
    problems: [],
  };
}

/** Every problem of a STORAGE_URL value ([] when it is usable); for env.ts. */
export function storageUrlProblems(value: string): string[] {
  return parseStorageUrl(value).problems;
}

import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";
import { parseStorageUrl } from "./storage-url";

describe("STORAGE_URL", () => {
  it("reads AWS S3: bucket, optional key prefix, region, virtual-hosted, percent-encoded credentials", () => {
    expect(parseStorageUrl("s3://AKIAEXAMPLE:wJalr%2FK7%2BMDENG@my-bucket?region=eu-west-1").location).toEqual({
      bucket: "my-bucket",
      prefix: "",
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "wJalr/K7+MDENG" },
    });
    expect(parseStorageUrl("s3://my-bucket/pantry/prod/?region=us-east-1").location).toMatchObject({ prefix: "pantry/prod/", credentials: undefined });
  });

  it("reads an S3-compatible endpoint (MinIO, R2, Ceph): path style, region default us-east-1, style override", () => {
    expect(parseStorageUrl("http://minio:minio123@127.0.0.1:9000/photos").location).toEqual({
      bucket: "photos",
      prefix: "",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio123" },
    });
    expect(parseStorageUrl("https://k:s@acc.r2.cloudflarestorage.com/b-1/app?region=auto&style=virtual").location).toMatchObject({
      bucket: "b-1",
      prefix: "app/",
      region: "auto",
      endpoint: "https://acc.r2.cloudflarestorage.com",
      forcePathStyle: false,
    });
  });

  it("lists every problem without repeating the secret", () => {
    const bad = parseStorageUrl("s3://KEY:TOPSECRET@Bad_Bucket/a//b?regoin=x&style=odd");
    expect(bad.location).toBeNull();
    expect(bad.problems).toEqual([
      "the bucket (s3://KEY:SECRET@bucket) must be a valid S3 bucket name",
      "the key prefix after the bucket may hold only letters, digits and !_.*'()- per folder",
      'unknown parameter "regoin" (known: region, style)',
      "s3:// needs ?region=… (e.g. ?region=eu-west-1)",
      'style must be "path" or "virtual"',
    ]);
    expect(bad.problems.join(" ")).not.toContain("TOPSECRET");
    expect(parseStorageUrl("http://127.0.0.1:9000/").problems).toEqual(["must name a valid S3 bucket as its first path segment (http(s)://host:port/bucket)"]);
    expect(parseStorageUrl("http://onlykey@127.0.0.1:9000/b1x").problems).toEqual([
      "credentials must be given as KEY:SECRET@ (both parts), or left out for the AWS default chain",
    ]);
    expect(parseStorageUrl("ftp://h/b").problems).toEqual(["must start with s3://, http:// or https://"]);
  });

  it("a bad STORAGE_URL stops the start with the problems, like the other keys", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://KEY:TOPSECRET@bucket", PORT: "0" })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}STORAGE_URL: s3:\/\/ needs \?region=…/,
    );
    expect(() => loadConfig({ STORAGE_URL: "s3://KEY:TOPSECRET@bucket" })).not.toThrow(/TOPSECRET/);
    expect(loadConfig({ STORAGE_URL: " http://a:b@127.0.0.1:9000/bucket " }).storageUrl).toBe("http://a:b@127.0.0.1:9000/bucket");
  });
});

import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer, type S3TestServer } from "../../../test/server/fakes/s3-server";
import { createStorage } from "./storage";
import { describeStorageContract, listAll } from "../../../test/server/contracts/storage-contract";
import type { S3Storage } from "./storage-s3";

import { newStorageKey } from "./storage-keys";
/**
 * The S3 store (issue 12 item 2) against s3rver on loopback: the contract every store passes,
 * then what only object storage has (key prefixes in a shared bucket, presigned PUT URLs) and
 * how configuration mistakes surface.
 */
let s3: S3TestServer;
let cases = 0;
const stores: S3Storage[] = [];
/** A store on the test bucket; `path` adds a key prefix (each contract case gets its own, so it starts empty). */
const s3Store = (path = "") => {
  const s = createStorage({ dataDir: "memory://", storageUrl: `${s3.url}${path}` }) as S3Storage;
  stores.push(s);
  return s;
};
/** A raw client on the test bucket, to look at the bucket without our store's code. */
const raw = () => new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const s of stores) s.close();
  await s3?.stop();
});

describeStorageContract("S3 (s3rver)", () => s3Store(`/contract-${++cases}`));

describe("S3 storage", () => {
  it("keeps a prefixed store's objects under its prefix and lists only keys of our own shape", async () => {
    const app = s3Store("/tenant-a");
    const key = newStorageKey("receipts", "jpg");
    await app.put(key, Buffer.from("jpeg"), "image/jpeg");
    const client = raw();
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "tenant-a/receipts/README.TXT", Body: "not ours" }));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "tenant-a/" }));
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual([`tenant-a/${key}`, "tenant-a/receipts/README.TXT"].sort());
    client.destroy();
    expect(await listAll(app, "")).toEqual([{ key, size: 4 }]);
    expect(await s3Store("/tenant-b").get(key)).toBeNull();
  });

  it("presigned PUT stores the object for whoever holds the URL, binding key, content type and length", async () => {
    const store = s3Store("/presign");
    const key = newStorageKey("recipe-images", "webp");
    const body = Buffer.from("RIFF....WEBPVP8 ");
    const url = await store.presignPut(key, { contentType: "image/webp", expiresSeconds: 300, contentLength: body.length });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(`${s3.endpoint}/${s3.bucket}/presign/${key}`);
    expect(u.searchParams.get("X-Amz-Expires")).toBe("300");
    // A real S3 refuses any request whose signed headers differ (s3rver does not check signatures).
    expect(u.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(["content-length", "content-type", "host"]);

    const res = await fetch(url, { method: "PUT", body, headers: { "content-type": "image/webp" } });
    expect(res.status).toBe(200);
    expect(await store.get(key)).toEqual({ bytes: body, contentType: "image/webp" });

    const open = new URL(await store.presignPut(key, { contentType: "image/png", expiresSeconds: 60 }));
    expect(open.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(["content-type", "host"]);
  });

  it("presignPut refuses malformed keys, content types, lifetimes and lengths", async () => {
    const store = s3Store();
    const key = newStorageKey("receipts", "jpg");
    await expect(store.presignPut("../x.jpg", { contentType: "image/jpeg", expiresSeconds: 60 })).rejects.toThrow(/Invalid storage key/);
    await expect(store.presignPut(key, { contentType: "image/jpeg\r\nx-evil: 1", expiresSeconds: 60 })).rejects.toThrow(/Invalid content type/);
    for (const expiresSeconds of [0, 1.5, 604_801]) {
      await expect(store.presignPut(key, { contentType: "image/jpeg", expiresSeconds })).rejects.toThrow(/expiresSeconds/);
    }
    await expect(store.presignPut(key, { contentType: "image/jpeg", expiresSeconds: 60, contentLength: -1 })).rejects.toThrow(/contentLength/);
  });

  it("a wrong bucket or unknown access key is an error, never a missing object", async () => {
    const noBucket = createStorage({ dataDir: "memory://", storageUrl: s3.url.replace(/\/pantry-test$/, "/no-such-bucket") }) as S3Storage;
    const badKey = createStorage({ dataDir: "memory://", storageUrl: s3.url.replace("S3RVER:S3RVER@", "NOBODY:x@") }) as S3Storage;
    stores.push(noBucket, badKey);
    const key = newStorageKey("receipts", "jpg");
    await expect(noBucket.get(key)).rejects.toThrow(/bucket does not exist/i);
    await expect(badKey.get(key)).rejects.toThrow(/Access Key Id/i);
    await expect(badKey.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Access Key Id/i);
  });
});

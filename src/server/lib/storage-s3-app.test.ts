import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { backupCommand } from "../cli/backup";
import { restoreCommand } from "../cli/restore";
import { openDatabase } from "../db/client";
import { runCli, uploads } from "../../../test/server/durability/backup-fixture";
import { tempDataDir } from "../../../test/server/durability/test-databases";
import { CaptureMailer, cookieHeader, getTestServer, PUBLIC_URL, testConfig, type TestServer } from "../../../test/server/test-server";
import { startS3TestServer, type S3TestServer } from "../../../test/server/fakes/s3-server";
import { createStorage } from "./storage";
import { listAll } from "../../../test/server/contracts/storage-contract";

/**
 * The real app with STORAGE_URL on an s3rver bucket (issue 12 item 2): a recipe image uploaded
 * through the API lands in the bucket and comes back; deleting the account empties the
 * household's folder; `backup` includes the bucket's objects and `restore` puts them back.
 */
let s3: S3TestServer;
const dirs: { remove: () => void }[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const d of dirs) d.remove();
  await s3?.stop();
});

/** Object keys in the bucket under `prefix`, read with a plain SDK client (not our store). */
async function bucketKeys(prefix: string): Promise<string[]> {
  const client = new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  try {
    const res = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (res.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg().toBuffer();

/** POST /api/images/upload → PUT the bytes → POST /api/images/normalize; returns the imageUrl. */
async function uploadRecipeImage(app: TestServer["app"], cookie: string): Promise<string> {
  const json = { "content-type": "application/json", origin: PUBLIC_URL, cookie };
  const link = await app.inject({ method: "POST", url: "/api/images/upload", headers: json });
  const uploadURL = link.json().uploadURL as string;
  const put = await app.inject({ method: "PUT", url: uploadURL, headers: { cookie, origin: PUBLIC_URL, "content-type": "image/jpeg" }, payload: await photo() });
  expect(put.statusCode, put.body).toBe(200);
  const res = await app.inject({ method: "POST", url: "/api/images/normalize", headers: json, payload: { uploadURL } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl as string;
}

describe("the app on S3 storage", () => {
  it("a recipe image upload round-trips through the bucket, and deleting the account removes it", async () => {
    const t = await getTestServer({ config: { storageUrl: `${s3.url}/app` } });
    try {
      const a = await t.signUp();
      const imageUrl = await uploadRecipeImage(t.app, a.cookie);
      const [, id] = imageUrl.match(/\/([0-9a-f-]{36})\.webp$/)!;
      const hh = a.user.householdId;
      expect(await bucketKeys(`app/recipe-images/${hh}/`)).toEqual([`app/recipe-images/${hh}/${id}.webp`]);
      expect((await bucketKeys("app/image-uploads/")).every((k) => k.endsWith(".used"))).toBe(true); // raw upload dropped, link spent

      const img = await t.as(a.cookie)("GET", imageUrl);
      expect(img.statusCode).toBe(200);
      expect(img.headers["content-type"]).toBe("image/webp");
      expect((await sharp(img.rawPayload).metadata()).format).toBe("webp");

      // An image no recipe points at any more still goes with the household.
      expect((await t.as(a.cookie)("DELETE", "/api/account")).statusCode).toBe(200);
      expect(await bucketKeys(`app/recipe-images/${hh}/`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("backup includes the bucket's objects; restore puts them into another bucket folder or onto disk", async () => {
    const src = tempDataDir("pm-s3-backup-src-");
    const dst = tempDataDir("pm-s3-backup-dst-");
    const disk = tempDataDir("pm-s3-backup-disk-");
    dirs.push(src, dst, disk);
    const srcUrl = `${s3.url}/backup-src`;
    const db = await openDatabase({ dataDir: src.dir });
    const mailer = new CaptureMailer();
    const app = await buildApp(testConfig({ dataDir: src.dir, storageUrl: srcUrl }), { database: db, mailer, logger: false });
    const email = "s3-backup@example.com";
    const json = { "content-type": "application/json", origin: PUBLIC_URL };
    await app.inject({ method: "POST", url: "/auth/magic-link", headers: json, payload: { email, firstName: "Bo" } });
    const verify = await app.inject({ method: "POST", url: "/auth/verify", headers: json, payload: { token: mailer.lastToken(email) } });
    const imageUrl = await uploadRecipeImage(app as unknown as TestServer["app"], cookieHeader(verify.headers["set-cookie"]));
    await app.close();
    await db.close();

    const all = await listAll(createStorage({ dataDir: src.dir, storageUrl: srcUrl }), "");
    const image = all.find((o) => imageUrl.endsWith(o.key.split("/").pop()!))!;
    expect(image.key).toMatch(/^recipe-images\/.+\.webp$/);
    // The spent upload link's marker is short-lived and stays out of backups (db/dump-files.ts).
    const marker = all.find((o) => o.key.startsWith("image-uploads/"))!;
    expect(marker.key).toMatch(/\.used$/);
    const source = all.filter((o) => o !== marker);

    const file = path.join(src.dir, "s3.backup.gz");
    const backup = await withStorageUrl(srcUrl, () => runCli(backupCommand, [file], { DATA_DIR: src.dir }));
    expect(backup.code, backup.stderr).toBe(0);
    expect(JSON.parse(backup.stdout).files).toBe(source.length * 2);
    const entries = gunzipSync(readFileSync(file)).toString("utf8").trim().split("\n").map((l) => JSON.parse(l));
    const files = Object.fromEntries(entries.filter((e) => "file" in e).map((e) => [e.file, Buffer.from(e.data, "base64")]));
    expect(files[`${image.key}.type`].toString()).toBe("image/webp");
    expect(files[image.key]).toHaveLength(image.size);
    expect(Object.keys(files).filter((f) => f.startsWith("image-uploads/"))).toEqual([]);

    // Into another folder of the bucket, which held a stray object the backup does not have.
    const dstUrl = `${s3.url}/backup-dst`;
    const dstStore = createStorage({ dataDir: dst.dir, storageUrl: dstUrl });
    await dstStore.put("receipts/stray.jpg", Buffer.from("old"), "image/jpeg");
    const restored = await withStorageUrl(dstUrl, () => runCli(restoreCommand, [file], { DATA_DIR: dst.dir }));
    expect(restored.code, restored.stderr).toBe(0);
    expect(await listAll(dstStore, "")).toEqual(source);
    expect(await dstStore.get(image.key)).toEqual({ bytes: files[image.key], contentType: "image/webp" });

    // Onto local disk (no STORAGE_URL): the same files as the disk store keeps them.
    const onDisk = await runCli(restoreCommand, [file], { DATA_DIR: disk.dir });
    expect(onDisk.code, onDisk.stderr).toBe(0);
    const diskFiles = await uploads(disk.dir);
    expect(Object.keys(diskFiles).sort()).toEqual(Object.keys(files).sort());
    expect(await createStorage({ dataDir: disk.dir }).get(image.key)).toEqual({ bytes: files[image.key], contentType: "image/webp" });
  }, 120_000);
});

/** Run `fn` with STORAGE_URL set in process.env (runCli sets only DATA_DIR and DATABASE_URL). */
async function withStorageUrl<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const saved = process.env.STORAGE_URL;
  process.env.STORAGE_URL = url;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.STORAGE_URL;
    else process.env.STORAGE_URL = saved;
  }
}

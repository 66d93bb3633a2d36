import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "../../lib/image-file";
import { createMemoryStorage } from "../../lib/storage";
import { getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";
import { createUploadToken, UPLOAD_TTL_MS } from "./upload-token";

import { deleteStoredImage, storeImageBytes } from "../../lib/recipe-images";
type User = Awaited<ReturnType<TestServer["signUp"]>>;

let t: TestServer;
let a: User;
let b: User;

beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp();
  b = await t.signUp();
});
afterAll(async () => t?.close());

/** A camera-like JPEG: `width`×`height`, with EXIF camera make and GPS position. */
async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "Pocket 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 36/1" },
    })
    .toBuffer();
}

async function newUploadUrl(user: User): Promise<string> {
  const res = await t.as(user.cookie)("POST", "/api/images/upload");
  expect(res.statusCode).toBe(200);
  return res.json().uploadURL as string;
}

function put(user: User, uploadURL: string, body: Buffer, contentType = "image/jpeg") {
  return t.app.inject({ method: "PUT", url: uploadURL, headers: { cookie: user.cookie, origin: PUBLIC_URL, "content-type": contentType }, payload: body });
}

const normalize = (user: User, uploadURL: string) => t.as(user.cookie)("POST", "/api/images/normalize", { uploadURL });

/** Upload then normalize as `user`; returns the imageUrl. */
async function uploadImage(user: User, bytes: Buffer): Promise<string> {
  const url = await newUploadUrl(user);
  expect((await put(user, url, bytes)).statusCode).toBe(200);
  const res = await normalize(user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl as string;
}

describe("recipe image upload", () => {
  it("stores a photo as WebP of at most 1600 px without EXIF or GPS, readable by the household", async () => {
    const photo = await jpegWithGps(3000, 2000);
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from("TestCam"))).toBe(true);
    // The GPS IFD pointer tag 0x8825 (either byte order) is in the original's EXIF.
    expect([Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])].some((tag) => before.exif!.includes(tag))).toBe(true);

    const imageUrl = await uploadImage(a, photo);
    expect(imageUrl).toMatch(new RegExp(`^/api/images/${a.user.householdId}/[0-9a-f-]{36}\\.webp$`));

    const res = await t.app.inject({ method: "GET", url: imageUrl, headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d{7,}/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(meta.width / meta.height).toBeCloseTo(1.5, 2);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);
  });

  it("turns a photo upright by its EXIF orientation and never enlarges a small one", async () => {
    const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const imageUrl = await uploadImage(a, sideways);
    const res = await t.app.inject({ method: "GET", url: imageUrl, headers: { cookie: a.cookie } });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it("refuses files that are not images by their bytes, whatever the content type", async () => {
    const fakes: [string, Buffer][] = [
      ["svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["html", Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>")],
      ["text", Buffer.from("just some words, not a picture at all")],
      ["pdf", Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n")],
      ["random bytes", Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256))],
    ];
    for (const [name, bytes] of fakes) {
      const url = await newUploadUrl(a);
      for (const type of ["image/png", "image/svg+xml", "application/octet-stream"]) {
        const res = await put(a, url, bytes, type);
        expect(res.statusCode, `${name} as ${type}`).toBe(400);
        expect(res.json().error).toBe(NOT_AN_IMAGE);
      }
      expect((await normalize(a, url)).statusCode, name).toBe(404);
    }
  });

  it("refuses a file over 10 MB with 413", async () => {
    const url = await newUploadUrl(a);
    const big = Buffer.concat([await jpegWithGps(64, 64), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await put(a, url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(IMAGE_TOO_LARGE);
    expect((await normalize(a, url)).statusCode).toBe(404);
  });

  it("refuses an expired upload link", async () => {
    const issuedLongAgo = createUploadToken(t.app.deps.secret, a.user.id, Date.now() - UPLOAD_TTL_MS - 60_000);
    const url = `/api/images/uploads/${issuedLongAgo}`;
    const res = await put(a, url, await jpegWithGps(100, 100));
    expect(res.statusCode).toBe(403);
    expect((await normalize(a, url)).statusCode).toBe(403);
  });

  it("refuses another user's upload link, for the upload and the normalize", async () => {
    const url = await newUploadUrl(a);
    expect((await put(b, url, await jpegWithGps(100, 100))).statusCode).toBe(404);
    expect((await put(a, url, await jpegWithGps(100, 100))).statusCode).toBe(200);
    expect((await normalize(b, url)).statusCode).toBe(404);
    expect((await normalize(a, url)).statusCode).toBe(200);
  });

  it("uses each link once", async () => {
    const url = await newUploadUrl(a);
    const photo = await jpegWithGps(100, 100);
    expect((await put(a, url, photo)).statusCode).toBe(200);
    expect((await put(a, url, photo)).statusCode).toBe(409);
    expect((await normalize(a, url)).statusCode).toBe(200);
    expect((await normalize(a, url)).statusCode).toBe(404);
    expect((await put(a, url, photo)).statusCode).toBe(409);
  });

  it("accepts the absolute form of the link on PUBLIC_URL only", async () => {
    const url = await newUploadUrl(a);
    expect((await put(a, url, await jpegWithGps(50, 50))).statusCode).toBe(200);
    expect((await normalize(a, `https://elsewhere.example${url}`)).statusCode).toBe(400);
    expect((await normalize(a, `${PUBLIC_URL}${url}`)).statusCode).toBe(200);
  });

  it("needs a session, and hides a household's images from other households", async () => {
    const imageUrl = await uploadImage(a, await jpegWithGps(80, 60));
    expect((await t.app.inject({ method: "GET", url: imageUrl, headers: { cookie: b.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: imageUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/images/upload", headers: { origin: PUBLIC_URL } })).statusCode).toBe(401);
    const guessed = imageUrl.replace(a.user.householdId, b.user.householdId);
    expect((await t.app.inject({ method: "GET", url: guessed, headers: { cookie: b.cookie } })).statusCode).toBe(404);
  });
});

describe("stored image helpers", () => {
  it("storeImageBytes re-encodes to WebP; deleteStoredImage removes only the household's own image", async () => {
    const storage = createMemoryStorage();
    const hh = "11111111-1111-4111-8111-111111111111";
    const other = "22222222-2222-4222-8222-222222222222";
    const url = await storeImageBytes({ storage }, hh, await jpegWithGps(2000, 1000));
    const key = url.replace(/^\/api\/images\//, "recipe-images/");
    expect((await sharp((await storage.get(key))!.bytes).metadata()).width).toBe(1600);
    await expect(storeImageBytes({ storage }, hh, Buffer.from("<svg/> not an image"))).rejects.toThrow(NOT_AN_IMAGE);
    await deleteStoredImage({ storage }, url, other);
    expect(await storage.get(key)).not.toBeNull();
    await deleteStoredImage({ storage }, url, hh);
    expect(await storage.get(key)).toBeNull();
  });
});

/**
 * Issue 19 finding 8, second half: a raw upload whose processing failed stayed in storage. Every
 * kind of broken image body — unreadable headers, and readable headers over broken pixel data —
 * sent to every upload path (PUT {uploadURL} then normalize; POST /api/receipts) is refused with
 * a 400 and leaves no file behind.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../../../src/server/lib/image-file";
import { getTestServer, type TestServer } from "../test-server";
import { multipartBody } from "./fuzz-http";

let t: TestServer;
let u: Awaited<ReturnType<TestServer["signUp"]>>;
/** [label, body]: broken images, each still starting with its format's magic bytes. */
let broken: [string, Buffer][];

beforeAll(async () => {
  t = await getTestServer();
  u = await t.signUp("uploader@example.com", "Uma");
  const pixels = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 256));
  const noisy = () => sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } });
  const png = await noisy().png().toBuffer();
  const jpeg = await noisy().jpeg().toBuffer();
  const webp = await noisy().webp().toBuffer();
  const gif = await noisy().gif().toBuffer();
  const garbled = Buffer.from(png);
  garbled.fill(0x55, png.indexOf("IDAT") + 10, png.indexOf("IDAT") + 200);
  broken = [
    ["PNG magic bytes, then text", Buffer.concat([png.subarray(0, 8), Buffer.from("not really a picture at all")])],
    ["PNG cut in half", png.subarray(0, png.length / 2)],
    ["PNG with garbled pixel data", garbled],
    ["JPEG cut in half", jpeg.subarray(0, jpeg.length / 2)],
    ["JPEG headers only", jpeg.subarray(0, 700)],
    ["WebP cut in half", webp.subarray(0, webp.length / 2)],
    ["GIF cut in half", gif.subarray(0, gif.length / 2)],
  ];
});
afterAll(async () => t?.close());

/** Every key in storage (raw uploads, recipe images, receipts). */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.app.deps.storage.list("")) keys.push(o.key);
  return keys;
}

describe("failed uploads leave nothing behind (issue 19 finding 8)", () => {
  it("PUT {uploadURL} then normalize: 400 at one of the two steps, no raw upload or image left", async () => {
    const before = await storedKeys();
    for (const [label, body] of broken) {
      const { uploadURL } = (await t.as(u.cookie)("POST", "/api/images/upload")).json();
      const put = await t.app.inject({
        method: "PUT",
        url: uploadURL,
        headers: { origin: t.json.origin, cookie: u.cookie, "content-type": "image/png" },
        payload: body,
      });
      if (put.statusCode === 200) {
        const normalize = await t.as(u.cookie)("POST", "/api/images/normalize", { uploadURL });
        expect([normalize.statusCode, normalize.json().error], label).toEqual([400, NOT_AN_IMAGE]);
      } else expect([put.statusCode, put.json().error], label).toEqual([400, NOT_AN_IMAGE]);
      expect(await storedKeys(), `${label}: files left in storage`).toEqual(before);
    }
  });

  it("a link whose file failed can upload a good image afterwards", async () => {
    const { uploadURL } = (await t.as(u.cookie)("POST", "/api/images/upload")).json();
    const put = (payload: Buffer) =>
      t.app.inject({
        method: "PUT",
        url: uploadURL,
        headers: { origin: t.json.origin, cookie: u.cookie, "content-type": "image/png" },
        payload,
      });
    expect((await put(broken[1][1])).statusCode).toBe(200);
    expect((await t.as(u.cookie)("POST", "/api/images/normalize", { uploadURL })).statusCode).toBe(400);
    expect(
      (
        await put(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: "#a33" } })
            .png()
            .toBuffer(),
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.as(u.cookie)("POST", "/api/images/normalize", { uploadURL })).json().imageUrl).toMatch(/^\/api\/images\//);
  });

  it("POST /api/receipts: 400 with the SPEC text, no file and no receipt stored", async () => {
    const before = await storedKeys();
    for (const [label, body] of broken) {
      const form = multipartBody(
        { householdId: u.user.householdId, ocrText: "MILK 1.20" },
        { name: "receipt", filename: "r.png", type: "image/png", bytes: body },
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/receipts",
        headers: { origin: t.json.origin, cookie: u.cookie, "content-type": form.contentType },
        payload: form.body,
      });
      expect([res.statusCode, res.json().error], label).toEqual([400, NOT_AN_IMAGE]);
      expect(await storedKeys(), `${label}: files left in storage`).toEqual(before);
    }
  });
});

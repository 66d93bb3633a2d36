/**
 * Test support (not used by the app): a push service on loopback that records what it receives,
 * and a browser-side key pair that decrypts RFC 8291 (aes128gcm) payloads the way a browser does.
 */
import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A loopback push service: answers 201, or the status set for a path (e.g. 410 = expired). */
export async function startPushService(): Promise<{
  host: string;
  url: (path: string) => string;
  received: ReceivedPush[];
  statusFor: Map<string, number>;
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusFor.get(req.url ?? "") ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, url: (path) => `http://${host}${path}`, received, statusFor, close: () => new Promise((r) => server.close(() => r())) };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
const hkdfExpand1 = (prk: Buffer, info: Buffer, length: number) => hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** A browser's subscription keys: P-256 key pair and 16-byte auth secret. */
export class BrowserKeys {
  private readonly ecdh: ECDH = createECDH("prime256v1");
  readonly auth = randomBytes(16);
  readonly publicKey: Buffer;
  constructor() {
    this.publicKey = this.ecdh.generateKeys();
  }
  /** The `keys` of PushSubscription.toJSON(). */
  get subscriptionKeys(): { p256dh: string; auth: string } {
    return { p256dh: this.publicKey.toString("base64url"), auth: this.auth.toString("base64url") };
  }
  /**
   * Decrypt an aes128gcm body (RFC 8188 header: salt 16 | rs 4 | idlen 1 | keyid = the
   * server's ephemeral public key) with the RFC 8291 key schedule. Throws when it does not verify.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idlen = body[20];
    const serverKey = body.subarray(21, 21 + idlen);
    const ciphertext = body.subarray(21 + idlen);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.publicKey, serverKey]);
    const ikm = hkdfExpand1(hmac(this.auth, shared), keyInfo, 32);
    const prk = hmac(salt, ikm);
    const cek = hkdfExpand1(prk, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
    const nonce = hkdfExpand1(prk, Buffer.from("Content-Encoding: nonce\0"), 12);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2) throw new Error("Missing the last-record padding delimiter");
    return plain.subarray(0, end).toString("utf8");
  }
}

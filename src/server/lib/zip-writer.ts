/**
 * Writes a ZIP archive (PKWARE APPNOTE.TXT 6.3, the classic format without ZIP64) as a stream of
 * chunks, one entry at a time, so an export of many pictures never sits in memory whole: each
 * entry's local header and data go out as soon as the entry is given; the central directory
 * follows at the end. Names are UTF-8 (general purpose flag bit 11). Entries are deflated
 * (method 8) or stored as they are (method 0, for data that is already compressed, e.g. JPEG).
 */
import { crc32, deflateRawSync } from "node:zlib";

/** One file of the archive. `name` uses "/" between folders; `store` keeps the bytes uncompressed. */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
  store?: boolean;
  /** Modification time written into the entry (default: now). */
  modified?: Date;
}

/** Largest archive the classic format describes: 4 GiB − 1 bytes, 65 535 entries. */
const MAX_OFFSET = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS date and time of `d` (local time, 2-second steps; years before 1980 become 1980). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(w: Written): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  h.writeUInt16LE(0x0800, 6); // UTF-8 names
  h.writeUInt16LE(w.method, 8);
  h.writeUInt16LE(w.time, 10);
  h.writeUInt16LE(w.date, 12);
  h.writeUInt32LE(w.crc, 14);
  h.writeUInt32LE(w.compressed, 18);
  h.writeUInt32LE(w.size, 22);
  h.writeUInt16LE(w.name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, w.name]);
}

function centralHeader(w: Written): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4); // made by: MS-DOS, 2.0 (no Unix modes, so unzip gives default permissions)
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(0x0800, 8);
  h.writeUInt16LE(w.method, 10);
  h.writeUInt16LE(w.time, 12);
  h.writeUInt16LE(w.date, 14);
  h.writeUInt32LE(w.crc, 16);
  h.writeUInt32LE(w.compressed, 20);
  h.writeUInt32LE(w.size, 24);
  h.writeUInt16LE(w.name.length, 28);
  // extra length, comment length, disk number, internal and external attributes: all 0
  h.writeUInt32LE(w.offset, 42);
  return Buffer.concat([h, w.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(22);
  h.writeUInt32LE(0x06054b50, 0);
  h.writeUInt16LE(count, 8);
  h.writeUInt16LE(count, 10);
  h.writeUInt32LE(size, 12);
  h.writeUInt32LE(offset, 16);
  return h;
}

/**
 * The archive of `entries`, in their order, as chunks to stream.
 * @throws Error when a name is empty, absolute or has a ".." segment, when two entries share a
 *   name, or when the archive would pass the classic format's limits (4 GiB, 65 535 entries) —
 *   thrown while iterating, before the offending entry is written.
 */
export async function* zipChunks(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  const names = new Set<string>();
  let offset = 0;
  for await (const e of entries) {
    if (!e.name || e.name.startsWith("/") || e.name.split("/").includes("..")) throw new Error(`Bad zip entry name: ${e.name}`);
    if (names.has(e.name)) throw new Error(`Duplicate zip entry name: ${e.name}`);
    if (written.length >= MAX_ENTRIES) throw new Error("Too many zip entries");
    names.add(e.name);
    const deflated = e.store ? null : deflateRawSync(e.bytes);
    const data = deflated && deflated.length < e.bytes.length ? deflated : e.bytes;
    const { time, date } = dosDateTime(e.modified ?? new Date());
    const w: Written = {
      name: Buffer.from(e.name, "utf8"),
      method: data === e.bytes ? 0 : 8,
      time,
      date,
      crc: crc32(e.bytes),
      compressed: data.length,
      size: e.bytes.length,
      offset,
    };
    const header = localHeader(w);
    if (offset + header.length + data.length > MAX_OFFSET) throw new Error("Zip archive too large");
    written.push(w);
    offset += header.length + data.length;
    yield header;
    yield data;
  }
  const central = Buffer.concat(written.map(centralHeader));
  if (offset + central.length > MAX_OFFSET) throw new Error("Zip archive too large");
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}

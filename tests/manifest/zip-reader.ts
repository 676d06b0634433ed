/**
 * A zip reader written for the package test, independent of the writer the package uses (fflate):
 * the end of central directory record, the central directory, each local header, then the entry's
 * data stored (method 0) or deflated (8, Node's zlib), its CRC-32 and sizes checked. Only what a
 * plain zip needs (no zip64, no encryption): anything else throws.
 */
import { crc32, inflateRawSync } from "node:zlib";

interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function readZip(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error("not a zip: no end of central directory record");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`central directory entry ${n} has a bad signature`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString(flags & 0x800 ? "utf8" : "latin1", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new Error(`${name} is encrypted`);
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error(`${name}: bad local header`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (data === null) throw new Error(`${name}: compression method ${method} not read`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, the directory says ${size}`);
    if (crc32(data) >>> 0 !== crc) throw new Error(`${name}: CRC-32 differs`);
    entries.push({ name, data });
  }
  return entries;
}

// A PNG encoder for opaque cards that compresses only the rows no earlier card had. A PNG's pixels are one zlib
// stream of rows; a run of rows compressed on its own and ended with a full flush (byte-aligned, nothing
// referring back) is a piece any stream can take, so a band of rows that is the same on many cards (the
// background's, the eyebrow's, the site's address) is compressed once and reused, and only the rows with the
// page's own words are compressed per card. The checksums are combined (Adler-32, CRC-32
// of node:zlib): the file is an ordinary 8-bit RGB PNG, which any decoder reads.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A run of rows, compressed: raw deflate blocks ending on a full flush, with the Adler-32 of its bytes. */
export interface Segment {
  data: Buffer;
  adler: number;
  length: number;
}

const BASE = 65521;

/** Adler-32 of bytes (the zlib stream's checksum). */
export function adler32(bytes: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  const n = bytes.length;
  for (let i = 0; i < n; ) {
    // 5552 bytes at most before b could pass 2^32 (zlib's NMAX).
    const end = Math.min(n, i + 5552);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from each one's checksum and the second's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  const a1 = first & 0xffff;
  let a = a1 + (second & 0xffff) + BASE - 1;
  let b = ((rem * a1) % BASE) + (first >>> 16) + (second >>> 16) + BASE - rem;
  a %= BASE;
  b %= BASE;
  return ((b << 16) | a) >>> 0;
}

/** An opaque RGBA image's rows as PNG scanlines of RGB: each row its filter type (0, none) and its pixels. */
export function scanlines(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const raw = new Uint8Array(height * (width * 3 + 1));
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    let p = y * width * 4;
    for (let x = 0; x < width; x++, p += 4) {
      raw[o++] = rgba[p]!;
      raw[o++] = rgba[p + 1]!;
      raw[o++] = rgba[p + 2]!;
    }
  }
  return raw;
}

/** Scanlines compressed on their own (see scanlines()). */
export function compressScanlines(raw: Uint8Array, level: number): Segment {
  const data = deflateRawSync(raw, { level, finishFlush: constants.Z_FULL_FLUSH });
  return { data, adler: adler32(raw), length: raw.length };
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, body, tail]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib's header for a deflate stream of 32 KB windows at the default level. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** An empty last block (fixed Huffman codes): what ends the stream after the runs' full flushes. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** An 8-bit RGB PNG made of compressed runs of rows, top to bottom, which together are the image's rows. */
export function pngFromSegments(width: number, height: number, segments: readonly Segment[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per sample
  ihdr[9] = 2; // truecolour (RGB)
  let adler = 1;
  for (const s of segments) adler = adler32Combine(adler, s.adler, s.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const idat = Buffer.concat([ZLIB_HEADER, ...segments.map((s) => s.data), LAST_BLOCK, trailer]);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

/** Compressed bands kept between cards (the least recently used go first). */
export class SegmentCache {
  private readonly map = new Map<string, Segment>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Segment | undefined {
    const s = this.map.get(key);
    if (s) {
      this.map.delete(key);
      this.map.set(key, s);
    }
    return s;
  }
  set(key: string, s: Segment): void {
    this.map.set(key, s);
    this.bytes += s.data.length + key.length;
    for (const [k, old] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= old.data.length + k.length;
    }
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
}

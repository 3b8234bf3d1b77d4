import { crc32, deflateSync } from "node:zlib";

/**
 * Small images built byte by byte for storage tests. The PNG is complete and decodable (a
 * solid colour); the others carry real headers (magic numbers and dimensions), which is
 * all the sniffer and the dimension reader look at.
 */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 40, 40],
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", pixels),
      pngChunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** GIF89a, logical screen `width`×`height`, one pixel of image data. */
export function makeGif(width: number, height: number) {
  const bytes = Buffer.from(
    "GIF89a\0\0\0\0\x80\0\0\0\0\0\xff\xff\xff,\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;",
    "latin1",
  );
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return new Uint8Array(bytes);
}

/** JPEG markers SOI, APP0 (JFIF), SOF0 with the size, EOI. */
export function makeJpeg(width: number, height: number) {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
      sof,
      Buffer.from([0xff, 0xd9]),
    ]),
  );
}

/** RIFF/WEBP with a lossless (VP8L) header carrying the size. */
export function makeWebp(width: number, height: number) {
  const vp8l = Buffer.alloc(5);
  vp8l[0] = 0x2f;
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  vp8l.writeUInt32LE(bits >>> 0, 1);
  const chunk = Buffer.concat([Buffer.from("VP8L"), u32le(vp8l.length), vp8l, Buffer.alloc(1)]);
  return new Uint8Array(
    Buffer.concat([Buffer.from("RIFF"), u32le(chunk.length + 4), Buffer.from("WEBP"), chunk]),
  );
}

function u32le(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

export const TINY_PNG = makePng(3, 2);
export const TINY_GIF = makeGif(4, 5);
export const TINY_JPEG = makeJpeg(6, 7);
export const TINY_WEBP = makeWebp(8, 9);

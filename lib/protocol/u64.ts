/**
 * Unsigned 64-bit integers on the wire (PROTOCOL §2.1): 8 bytes little-endian, standard
 * base64 with padding. Zero is "AAAAAAAAAAA=".
 */
const U64_MAX = (1n << 64n) - 1n;

export function encodeU64(value: bigint): string {
  if (value < 0n || value > U64_MAX) throw new RangeError(`u64 out of range: ${value}`);
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes.toString("base64");
}

export function decodeU64(text: string): bigint {
  const bytes = Buffer.from(text, "base64");
  if (bytes.length !== 8) throw new RangeError("a u64 must be 8 bytes");
  return bytes.readBigUInt64LE();
}

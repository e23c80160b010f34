const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Eight hex digits that name a stored file after its content (its CRC-32), so the same picture imported twice is
 * stored once and files of different problems never collide.
 */
export function contentStamp(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).padStart(8, '0');
}

import sharp from 'sharp';

/**
 * Decodes and re-encodes an image, which drops anything appended to it and its metadata (GPS
 * positions among them); what does not decode is refused with `refusal`. GIFs keep their
 * animation. Every uploaded image goes through here, proofs and 5G-message materials alike.
 */
export async function reencodeImage(
  bytes: Buffer,
  mime: string,
  refusal: () => Error,
): Promise<Buffer> {
  try {
    const image = sharp(bytes, { animated: mime === 'image/gif', failOn: 'error' });
    const encoded =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/gif'
          ? image.gif()
          : image.jpeg({ quality: 90, mozjpeg: true });
    return await encoded.toBuffer();
  } catch {
    throw refusal();
  }
}

/** Larger sides than this are not a proof photo or a scan but an attempt to exhaust memory. */
const maxBmpSide = 10_000;

/**
 * A Windows bitmap (which sharp does not read) re-encoded as PNG: uncompressed 24- and 32-bit and
 * 8-bit palette images, as scanners and Paint save them; anything else is refused with `refusal`.
 */
export async function bmpToPng(bytes: Buffer, refusal: () => Error): Promise<Buffer> {
  const pixels = decodeBmp(bytes);
  if (!pixels) throw refusal();
  const { width, height, rgb } = pixels;
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function decodeBmp(bytes: Buffer) {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (headerSize < 40 || bytes.readUInt16LE(26) !== 1 || compression !== 0) return null;
  if (width < 1 || height < 1 || width > maxBmpSide || height > maxBmpSide) return null;
  if (![8, 24, 32].includes(bitsPerPixel)) return null;

  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (dataOffset + rowBytes * height > bytes.length) return null;
  let palette: Buffer | undefined;
  if (bitsPerPixel === 8) {
    const colours = bytes.readUInt32LE(46) || 256;
    const start = 14 + headerSize;
    if (colours > 256 || start + colours * 4 > dataOffset) return null;
    palette = bytes.subarray(start, start + colours * 4);
  }

  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const row = dataOffset + (rawHeight > 0 ? height - 1 - y : y) * rowBytes;
    for (let x = 0; x < width; x++) {
      let at = row + x * (bitsPerPixel / 8);
      if (palette) {
        at = bytes[at]! * 4;
        if (at + 3 > palette.length) return null;
      }
      const source = palette ?? bytes;
      const out = (y * width + x) * 3;
      rgb[out] = source[at + 2]!;
      rgb[out + 1] = source[at + 1]!;
      rgb[out + 2] = source[at]!;
    }
  }
  return { width, height, rgb };
}

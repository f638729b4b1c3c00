import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { HttpError, unsupportedMediaType } from '../errors.ts';
import { checkSvg, looksLikeMarkup, svgScale } from './svg.ts';

/** Formats accepted, by what their bytes say (sharp's reading), and the extension they are stored under. */
const ACCEPTED: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', avif: 'avif' };
const ACCEPTED_LIST = 'PNG, JPEG, WebP, GIF, AVIF or SVG';
/** gzip's first bytes: a compressed SVG could hide what `checkSvg` reads, so it is not taken. */
const GZIP = Buffer.from([0x1f, 0x8b]);
/** A drawing's rendering may take this long before it is given up. */
const RENDER_SECONDS = 10;

export interface ProcessedImage {
  name: string;
  bytes: Buffer;
}

const notAnImage = () =>
  unsupportedMediaType(`The file is not an image: upload a ${ACCEPTED_LIST} file`, 'not_an_image');

/**
 * Judges an upload by its bytes and re-encodes it: metadata, and anything appended after the
 * image, do not survive. An SVG (the format most logos come in) is drawn as a PNG, so no SVG, nor
 * anything it could carry, is ever stored or served; every other format but the accepted raster
 * ones is refused with a 415.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  if (input.subarray(0, 2).equals(GZIP)) throw notAnImage();
  if (looksLikeMarkup(input)) return rasteriseSvg(input, maxPixels);
  const options = { limitInputPixels: maxPixels, animated: true, failOn: 'error' } as const;
  // The header alone: its size is judged before any pixel is decoded.
  const metadata = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  const extension = format && ACCEPTED[format];
  if (!extension) {
    throw unsupportedMediaType(
      `${format ?? 'this'} format is not accepted: upload a ${ACCEPTED_LIST} file`,
      'format_not_accepted',
      { format: format ?? 'unknown' },
    );
  }
  const size = { width: metadata.width ?? 0, height: metadata.pageHeight ?? metadata.height ?? 0 };
  if (size.width * size.height > maxPixels) throw new PixelLimitError(maxPixels, size);
  const image = sharp(input, options).autoOrient();
  const encoded = await encode(image, format as string).catch((error: Error) => {
    if (/pixel limit/i.test(error.message)) throw new PixelLimitError(maxPixels, size);
    throw unsupportedMediaType(
      `The image could not be read: upload an undamaged ${ACCEPTED_LIST} file`,
      'image_unreadable',
    );
  });
  return { name: `${randomBytes(16).toString('hex')}.${extension}`, bytes: encoded };
}

/**
 * An SVG drawn as a PNG, its longer side at most `SVG_LONGER_SIDE` pixels and within the pixel
 * limit, whatever size it declares. It is checked first (`checkSvg`); librsvg runs no script and,
 * given bytes without a base address, loads nothing the drawing refers to (the tests prove both).
 */
async function rasteriseSvg(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const text = checkSvg(input);
  if (text === null) throw notAnImage();
  const unreadable = () =>
    unsupportedMediaType(
      `The drawing could not be read: upload an undamaged ${ACCEPTED_LIST} file`,
      'image_unreadable',
    );
  const metadata = await sharp(input, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== 'svg' || !metadata.width || !metadata.height) throw unreadable();
  const { density, width, height, pixels } = svgScale(metadata.width, metadata.height, maxPixels);
  // Only a drawing declaring tens of thousands of pixels a side is too large even at the least density.
  if (width * height > maxPixels) {
    throw new PixelLimitError(maxPixels, { width: metadata.width, height: metadata.height });
  }
  const bytes = await sharp(input, { density, limitInputPixels: pixels, failOn: 'error' })
    .png({ compressionLevel: 9 })
    .timeout({ seconds: RENDER_SECONDS })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
  return { name: `${randomBytes(16).toString('hex')}.png`, bytes };
}

function encode(image: Sharp, format: string): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 88 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.avif({ quality: 60 }).toBuffer();
  }
}

/** Too many pixels: refused before decoding, as a decompression bomb would be. */
class PixelLimitError extends HttpError {
  constructor(maxPixels: number, { width, height }: { width: number; height: number }) {
    super(413, `The image is ${width}×${height}, more than ${maxPixels} pixels`, {
      code: 'too_many_pixels',
      params: { limit: maxPixels, width, height },
    });
  }
}

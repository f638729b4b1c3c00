import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { HttpError, unsupportedMediaType } from '../errors.ts';

/** Formats accepted, by what their bytes say (sharp's reading), and the extension they are stored under. */
const ACCEPTED: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', avif: 'avif' };
const ACCEPTED_LIST = 'PNG, JPEG, WebP, GIF or AVIF';

export interface ProcessedImage {
  name: string;
  bytes: Buffer;
}

/**
 * Judges an upload by its bytes and re-encodes it: metadata, and anything appended after the
 * image, do not survive. SVG (which can carry scripts) and everything that is not one of the
 * accepted raster formats is refused with a 415.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const options = { limitInputPixels: maxPixels, animated: true, failOn: 'error' } as const;
  const metadata = await sharp(input, options)
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw new PixelLimitError(maxPixels);
      throw unsupportedMediaType(`The file is not an image: upload a ${ACCEPTED_LIST} file`, 'not_an_image');
    });
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  const extension = format && ACCEPTED[format];
  if (!extension) {
    if (format === 'svg') {
      throw unsupportedMediaType(
        `SVG images are not accepted (they can carry scripts): upload a ${ACCEPTED_LIST} file`,
        'svg_not_accepted',
      );
    }
    throw unsupportedMediaType(
      `${format ?? 'this'} format is not accepted: upload a ${ACCEPTED_LIST} file`,
      'format_not_accepted',
      { format: format ?? 'unknown' },
    );
  }
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > maxPixels) {
    throw new PixelLimitError(maxPixels);
  }
  const image = sharp(input, options).autoOrient();
  const encoded = await encode(image, format as string).catch((error: Error) => {
    if (/pixel limit/i.test(error.message)) throw new PixelLimitError(maxPixels);
    throw unsupportedMediaType(
      `The image could not be read: upload an undamaged ${ACCEPTED_LIST} file`,
      'image_unreadable',
    );
  });
  return { name: `${randomBytes(16).toString('hex')}.${extension}`, bytes: encoded };
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
  constructor(maxPixels: number) {
    super(413, `The image has more than ${maxPixels} pixels`, {
      code: 'too_many_pixels',
      params: { limit: maxPixels },
    });
  }
}

import { randomBytes } from 'node:crypto';
import { HttpError, unsupportedMediaType } from '../errors.ts';
import {
  type EncodeJob,
  type OutputFormat,
  type Renderer,
  RenderLimitError,
  withRenderer,
} from './renderer.ts';
import { checkSvg, declaredSvgSize, looksLikeMarkup, svgScale } from './svg.ts';

/** Formats accepted, by what their bytes say (sharp's reading), and the extension they are stored under. */
const ACCEPTED: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', avif: 'avif' };
const ACCEPTED_LIST = 'PNG, JPEG, WebP, GIF, AVIF or SVG';
/** gzip's first bytes: a compressed SVG could hide what `checkSvg` reads, so it is not taken. */
const GZIP = Buffer.from([0x1f, 0x8b]);
/**
 * An upload's reading and encoding may take this long before its process is killed: a drawing (a
 * logo takes well under a second; 40 large blurs would take minutes), and a raster image, whose
 * largest (40 megapixels as AVIF) takes several seconds.
 */
export const RENDER_SECONDS = { drawing: 10, raster: 60 } as const;

type EncodeOutput = EncodeJob['output'];

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
  if (looksLikeMarkup(input)) {
    const text = checkSvg(input);
    if (text === null) throw notAnImage();
    // A size declared in pixels is judged here, at once; any other is measured by librsvg.
    const declared = declaredSvgSize(text);
    if (declared) ensureDrawable(declared, maxPixels);
    return rendered(RENDER_SECONDS.drawing, (renderer) => rasteriseSvg(renderer, input, maxPixels));
  }
  return rendered(RENDER_SECONDS.raster, (renderer) => reencode(renderer, input, maxPixels));
}

/** `work` done by a render process of its own, refused with a 422 when it outlasts `seconds`. */
async function rendered(seconds: number, work: (renderer: Renderer) => Promise<ProcessedImage>) {
  return withRenderer(seconds, work).catch((error: Error) => {
    if (!(error instanceof RenderLimitError)) throw error;
    throw new HttpError(
      422,
      `The image was still being drawn after ${seconds} s and was given up: simplify it (fewer effects such as blur) or upload it as PNG`,
      { code: 'image_too_complex', params: { seconds } },
    );
  });
}

/** A raster image in an accepted format, decoded and encoded again in that format. */
async function reencode(renderer: Renderer, input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const options = { limitInputPixels: maxPixels, animated: true, failOn: 'error' } as const;
  // The header alone: its size is judged before any pixel is decoded.
  const metadata = await renderer
    .metadata(input, { ...options, limitInputPixels: false })
    .catch(rethrow(notAnImage));
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
  const encoded = await renderer
    .encode({ input, options, autoOrient: true, output: OUTPUTS[format as OutputFormat] ?? OUTPUTS.avif })
    .catch((error: Error) => {
      if (error instanceof RenderLimitError) throw error;
      if (/pixel limit/i.test(error.message)) throw new PixelLimitError(maxPixels, size);
      throw unsupportedMediaType(
        `The image could not be read: upload an undamaged ${ACCEPTED_LIST} file`,
        'image_unreadable',
      );
    });
  return { name: `${randomBytes(16).toString('hex')}.${extension}`, bytes: encoded };
}

/** A failure of the render process answered with `refusal`, unless its limit passed. */
const rethrow = (refusal: () => Error) => (error: Error) => {
  throw error instanceof RenderLimitError ? error : refusal();
};

/**
 * An SVG drawn as a PNG, its longer side at most `SVG_LONGER_SIDE` pixels and within the pixel
 * limit, whatever size it declares. It is checked first (`checkSvg`); librsvg runs no script and,
 * given bytes without a base address, loads nothing the drawing refers to (the tests prove both).
 */
async function rasteriseSvg(renderer: Renderer, input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const unreadable = () =>
    unsupportedMediaType(
      `The drawing could not be read: upload an undamaged ${ACCEPTED_LIST} file`,
      'image_unreadable',
    );
  const metadata = await renderer
    .metadata(input, { limitInputPixels: false, failOn: 'error' })
    .catch(rethrow(unreadable));
  if (metadata.format !== 'svg' || !metadata.width || !metadata.height) throw unreadable();
  const { density, pixels } = ensureDrawable({ width: metadata.width, height: metadata.height }, maxPixels);
  const bytes = await renderer
    .encode({
      input,
      options: { density, limitInputPixels: pixels, failOn: 'error' },
      output: OUTPUTS.png,
    })
    .catch(rethrow(unreadable));
  return { name: `${randomBytes(16).toString('hex')}.png`, bytes };
}

/**
 * How a drawing of the declared size is drawn (see `svgScale`); refused (413) when even the least
 * density draws it past the pixel limit: only tens of thousands of pixels a side are.
 */
function ensureDrawable(declared: { width: number; height: number }, maxPixels: number) {
  const scaled = svgScale(declared.width, declared.height, maxPixels);
  if (scaled.width * scaled.height > maxPixels) throw new PixelLimitError(maxPixels, declared);
  return scaled;
}

/** How each accepted format is written again. */
const OUTPUTS: Record<OutputFormat, EncodeOutput> = {
  jpeg: { format: 'jpeg', options: { quality: 88, mozjpeg: true } },
  png: { format: 'png', options: { compressionLevel: 9 } },
  webp: { format: 'webp', options: { quality: 88 } },
  gif: { format: 'gif', options: {} },
  avif: { format: 'avif', options: { quality: 60 } },
};

/** Too many pixels: refused before decoding, as a decompression bomb would be. */
class PixelLimitError extends HttpError {
  constructor(maxPixels: number, { width, height }: { width: number; height: number }) {
    super(413, `The image is ${width}×${height}, more than ${maxPixels} pixels`, {
      code: 'too_many_pixels',
      params: { limit: maxPixels, width, height },
    });
  }
}

import { getImage, inferRemoteSize } from 'astro:assets';
import { previewContent } from '../preview/content.ts';
import { imageUrl } from './api.ts';

export interface ResponsiveImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** Resizes a stored image at build time into WebP at a few widths, with its intrinsic size. */
export async function responsiveImage(
  path: string | null | undefined,
  widths: number[],
): Promise<ResponsiveImage | undefined> {
  const src = imageUrl(path);
  if (!src || !path) return undefined;
  if (previewContent.getStore()) return originalImage(path, src);
  const image = await getImage({ src, inferSize: true, widths, format: 'webp' });
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  };
}

/**
 * The page's OpenGraph image: a JPEG 1200 pixels wide (what every link preview reads), served by
 * the site itself at an absolute address, never by the API the build read it from.
 */
export async function shareImage(
  path: string | null | undefined,
  site: URL | undefined,
): Promise<string | undefined> {
  const src = imageUrl(path);
  if (!src || !path) return undefined;
  if (previewContent.getStore()) return new URL(browserAddress(path), site).toString();
  const image = await getImage({ src, inferSize: true, width: 1200, format: 'jpg' });
  return new URL(image.src, site).toString();
}

/** Where a browser on the site's origin finds a stored image: under /api, or at its own address. */
function browserAddress(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/api/${path.replace(/^\/+/, '')}`;
}

/**
 * A preview shows the uploaded original at its own size instead of resized copies: making those
 * takes seconds, and the public build makes them when the item is published.
 */
async function originalImage(path: string, src: string): Promise<ResponsiveImage> {
  const { width, height } = await inferRemoteSize(src);
  const address = browserAddress(path);
  return { src: address, srcset: `${address} ${width}w`, width, height };
}

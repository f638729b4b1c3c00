import { getImage } from 'astro:assets';
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
  if (!src) return undefined;
  const image = await getImage({ src, inferSize: true, widths, format: 'webp' });
  return {
    src: image.src,
    srcset: image.srcSet.attribute,
    width: Number(image.attributes.width),
    height: Number(image.attributes.height),
  };
}

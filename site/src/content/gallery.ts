import { fallbackLang } from './fallback.ts';
import { type ResponsiveImage, responsiveImage } from './images.ts';

/** A gallery's photo as a page shows it: resized at build time, with its alt text in the page's language. */
export interface GalleryPhoto extends ResponsiveImage {
  alt: string;
  /** `"ru"` while the alt text stands in for a translation. */
  lang?: 'ru' | undefined;
}

/** What an item with a gallery gives the page: its rows in one language, and which texts are Russian. */
interface WithGallery {
  gallery: { img: string; alt: string }[];
  untranslated?: readonly string[] | undefined;
}

/**
 * The widths a photo is made in: thumbnails take the small ones (a third or half of the page, or
 * all of a phone's), the full-size view the large ones.
 */
const WIDTHS = [360, 720, 1280, 1920];

/**
 * An item's gallery, in order: each photo resized, with its alt text. A row without a photo (left
 * empty, or one whose upload has gone: `withoutMissingImages`) shows nothing.
 */
export async function galleryPhotos(item: WithGallery): Promise<GalleryPhoto[]> {
  const photos = await Promise.all(
    item.gallery.map(async ({ img, alt }, index) => {
      const image = await responsiveImage(img, WIDTHS);
      return image && { ...image, alt, lang: fallbackLang(item, `gallery.${index}.alt`) };
    }),
  );
  return photos.filter((photo) => photo !== undefined);
}

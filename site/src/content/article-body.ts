import { imageAnswers } from './api.ts';
import { bodyMarkup } from './body-markup.ts';
import { responsiveImage } from './images.ts';

/** The widths a picture in a news body is resized to; the column is at most 760 px wide. */
const BODY_IMAGE_WIDTHS = [480, 960, 1440];
const BODY_IMAGE_SIZES = '(min-width: 960px) 760px, 100vw';

/**
 * A news body as the page shows it. The API stored it sanitized (uploaded pictures with their
 * description, simple tables); here each picture becomes a resized one with its size, loaded as it
 * nears the screen (one that no longer answers is left out, as a card's picture is), and each table
 * is wrapped so that a wide one scrolls by itself, by keyboard too, instead of the page.
 */
export async function articleBody(html: string, tableLabel: string): Promise<string> {
  const markup = bodyMarkup(html);
  const pictures = await Promise.all(
    markup.pictures.map(async ({ src, alt = '' }) => {
      // The editor writes where the back office shows an upload (`/api/uploads/…`); the build reads
      // stored paths (`/uploads/…`) from the API.
      const path = src?.replace(/^\/api\//, '/');
      if (!path || !(await imageAnswers(path))) {
        console.warn(`Image ${src ?? '(none)'} in a news body left out: it does not answer`);
        return '';
      }
      const image = await responsiveImage(path, BODY_IMAGE_WIDTHS);
      if (!image) return '';
      return `<img src="${image.src}" srcset="${image.srcset}" sizes="${BODY_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async" />`;
    }),
  );
  return markup.write(pictures, tableLabel);
}

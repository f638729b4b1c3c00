import { imageAnswers } from './api.ts';
import { responsiveImage } from './images.ts';

/** The widths a picture in a news body is resized to; the column is at most 760 px wide. */
const BODY_IMAGE_WIDTHS = [480, 960, 1440];
const BODY_IMAGE_SIZES = '(min-width: 960px) 760px, 100vw';

/** `name="value"` pairs as the API's sanitizer writes them (always double-quoted, `"` escaped). */
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
}

/**
 * A news body as the page shows it. The API stored it sanitized (uploaded pictures with their
 * description, simple tables); here each picture becomes a resized one with its size, loaded as it
 * nears the screen (one that no longer answers is left out, as a card's picture is), and each table
 * is wrapped so that a wide one scrolls by itself, by keyboard too, instead of the page.
 */
export async function articleBody(html: string, tableLabel: string): Promise<string> {
  const pictures = await Promise.all(
    [...html.matchAll(/<img\b[^>]*>/g)].map(async ([tag]) => {
      const { src, alt = '' } = attributesOf(tag);
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
  let index = 0;
  return html
    .replace(/<img\b[^>]*>/g, () => pictures[index++] ?? '')
    .replace(
      /<table>/g,
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${tableLabel}"><table>`,
    )
    .replace(/<\/table>/g, '</table></div>');
}

import { textAndTags } from '../i18n/typography.ts';

/**
 * One ` name="value"` pair as the API's sanitizer writes them (always double-quoted, `"` escaped),
 * tried only where the last one ended: one pass over the tag, where a search from every letter of a
 * long tag without `="` grew with the square of its length.
 */
const ATTRIBUTE = /\s+([a-z-]+)="([^"]*)"/y;

/** The attributes of an `<img …>` tag. */
function imageAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = '<img'.length;
  for (let match = ATTRIBUTE.exec(tag); match; match = ATTRIBUTE.exec(tag)) {
    const [, name = '', value = ''] = match;
    attributes[name] = value;
  }
  return attributes;
}

/** A news body's markup: its pictures' attributes, and the body written with other pictures. */
export interface BodyMarkup {
  pictures: Record<string, string>[];
  /** The body with each picture replaced by the one at its place, and each table made to scroll. */
  write(pictures: readonly string[], tableLabel: string): string;
}

/**
 * A news body's markup, read in one pass over its text and tags: regular expressions over the whole
 * body read to its end again from every `<img` of a long run without a `>`, which grew with the
 * square of the body's length.
 */
export function bodyMarkup(html: string): BodyMarkup {
  const parts = textAndTags(html);
  const isPicture = (part: string, index: number) => index % 2 === 1 && /^<img\b/.test(part);
  return {
    pictures: parts.filter(isPicture).map(imageAttributes),
    write(pictures, tableLabel) {
      let picture = 0;
      return parts
        .map((part, index) => (isPicture(part, index) ? (pictures[picture++] ?? '') : part))
        .join('')
        .replace(
          /<table>/g,
          `<div class="table-scroll" role="region" tabindex="0" aria-label="${tableLabel}"><table>`,
        )
        .replace(/<\/table>/g, '</table></div>');
    },
  };
}

import sanitizeHtml from 'sanitize-html';
import { isUploadedImage, RICH_TEXT_HEADINGS } from './rich-text.ts';

const HEADINGS = RICH_TEXT_HEADINGS.map((level) => `h${level}`);

/**
 * What the back office's editor writes in a news body, and nothing more: paragraphs and two levels
 * of heading under the page's title (either aligned), bold, italic, underline, strike, links,
 * lists, quotes, line breaks, uploaded pictures with their description, and simple tables.
 * Scripts, other styles, classes, event handlers, `javascript:` addresses, frames, cell spans and
 * pictures from elsewhere do not survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    ...HEADINGS,
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'img',
    'table',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    ...Object.fromEntries(['p', ...HEADINGS].map((tag) => [tag, ['style']])),
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|center|right|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A picture a reader cannot be told about, or one the site would have to fetch from elsewhere, is dropped.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!isUploadedImage(frame.attribs.src) || !frame.attribs.alt?.trim()),
  transformTags: {
    // Links leave the site in a new tab without handing it `window.opener` or the referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** Cleans a rich-text body before it is stored; the client is never trusted to have done it. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

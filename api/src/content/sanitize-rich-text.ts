import sanitizeHtml from 'sanitize-html';

const EMBEDDABLE_VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com'];

/**
 * The short allow-list of a news body: text structure, links, images from here or https, and
 * YouTube embeds. Scripts, styles, event handlers, `javascript:` URLs and other frames do not survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
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
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBEDDABLE_VIDEO_HOSTS,
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !isVideoEmbed(frame.attribs.src)) ||
    (frame.tag === 'img' && !isImageSource(frame.attribs.src)),
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

function isVideoEmbed(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (
      url.protocol === 'https:' &&
      EMBEDDABLE_VIDEO_HOSTS.includes(url.hostname) &&
      url.pathname.startsWith('/embed/')
    );
  } catch {
    return false;
  }
}

/** Images come from this site's uploads or from an absolute http(s) address. */
function isImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (/^\/(api\/)?uploads\/[A-Za-z0-9._-]+$/.test(src)) return true;
  return /^https?:\/\//i.test(src);
}

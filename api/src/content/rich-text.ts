/**
 * What a rich text may hold that the editor and the sanitizer must agree on (plain data: the admin
 * bundles it; the sanitizer itself is server only).
 */

/** The body's heading levels: under the page's own title (h1), a heading and a subheading. */
export const RICH_TEXT_HEADINGS = [2, 3] as const;

/**
 * A picture in a body is one uploaded here, as the editor inserts it: `/api/uploads/<name>` (where
 * the back office shows it) or `/uploads/<name>`.
 */
export function isUploadedImage(src: string | undefined): boolean {
  return src !== undefined && /^\/(api\/)?uploads\/[A-Za-z0-9._-]+$/.test(src);
}

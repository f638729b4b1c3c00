/**
 * The sizes the API accepts. The request schemas enforce them; the admin checks the same numbers
 * before saving, so that staff read the reason in Russian next to the field.
 */
export const LIMITS = {
  /** Names, locations, characteristic names. */
  title: 300,
  /** An image's alt text: a sentence or two on what it shows. */
  alt: 300,
  /** A page's own title for search engines and sharing (they show about 60 characters). */
  searchTitle: 200,
  /** A page's own description for search engines and sharing (they show about 160 characters). */
  searchDescription: 500,
  /** Descriptions. */
  text: 10_000,
  /** A news body's HTML. */
  body: 500_000,
  /** One list item or characteristic value. */
  item: 1000,
  /** Rows in one list. */
  rows: 200,
  /** Photos in one gallery. */
  photos: 24,
  /** E-mail addresses in one list (whom requests are mailed to). */
  addresses: 20,
  /** A link, a video or a map as staff paste it. */
  link: 2000,
  /** Specialists on a project; a sort position either way from 0. */
  count: 1_000_000,
  /** A sum of money (a salary's end), in whole tenge. */
  amount: 1_000_000_000,
} as const;

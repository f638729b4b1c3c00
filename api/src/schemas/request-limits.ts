/** The sizes the request form accepts; the site's form checks the same numbers before sending. */
export const REQUEST_LIMITS = {
  name: 200,
  company: 200,
  phone: 40,
  email: 254,
  message: 5000,
  /** Bytes of one attachment. */
  attachment: 10 * 1024 * 1024,
} as const;

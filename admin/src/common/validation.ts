import { isSafeLink, LIMITS, parseMap } from '@industrial/api/content';
import { maxLength, maxValue, minValue, number, regex, required } from 'react-admin';

/**
 * The API's own rules (LIMITS), checked in the form so that staff read what is wrong in Russian,
 * next to the field, instead of the API's refusal above the form.
 */

/** A text that must be written: spaces alone count as empty, as they do for the API. */
export const requiredText = (max: number) => [
  required(),
  regex(/\S/, 'ra.validation.required'),
  maxLength(max),
];

export const optionalText = (max: number) => [maxLength(max)];

/** An image's alt text in Russian: required while the form holds the image, as the API checks it. */
export const altText = (max: number, image: string) => [
  (value: unknown, values: Record<string, unknown>) =>
    values[image] && (typeof value !== 'string' || value.trim() === '')
      ? 'admin.image.alt_required'
      : undefined,
  maxLength(max),
];

/** A whole number the API accepts between `min` and `max`. */
export const wholeNumber = (min: number, max: number = LIMITS.count) => [
  required(),
  number(),
  minValue(min),
  maxValue(max),
];

/** An address visitors may follow: https only, as the API checks it (`link.unsafe`). */
export const safeLink = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isSafeLink(value)
    ? 'admin.api.codes.link.unsafe'
    : undefined;

/** A map field: coordinates, or a full link or embed code of a maps service, as the API reads it. */
export const mapPlace = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const reading = parseMap(value);
  return 'reason' in reading ? `admin.api.codes.${reading.reason}` : undefined;
};

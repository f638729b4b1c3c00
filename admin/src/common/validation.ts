import { checkField, type Field, LIMITS, valueAt } from '@industrial/api/content';
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

/**
 * An image's alt text in Russian: required while the form holds the image (at its path: `img`,
 * `gallery.2.img`), as the API checks it.
 */
export const altText = (max: number, image: string) => [
  (value: unknown, values: Record<string, unknown>) =>
    valueAt(values, image) && (typeof value !== 'string' || value.trim() === '')
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

/**
 * The field's kind's own rule, the one the API applies (`kinds.ts`): an https link, an e-mail
 * address, a video or a map the site can show. A link that may also be tel: says so.
 */
export const kindRule = (field: Field) => (value: unknown) => {
  const refusal = checkField(field, value);
  if (!refusal) return undefined;
  return field.kind === 'link' && field.tel ? 'admin.form.link_or_tel' : `admin.api.codes.${refusal.code}`;
};

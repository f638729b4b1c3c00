import { type TSchema, Type } from 'typebox';
import { LOCALES } from '../content/locale.ts';

/** `{error, message}`: the body of every failure. */
export const ErrorBody = Type.Object({
  error: Type.String({ description: 'HTTP status title, e.g. "Bad Request"' }),
  message: Type.String({ description: 'What went wrong, naming the field when there is one' }),
});

/** `{data: ...}`: the body of every success. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });

export const Lang = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { description: 'Flattens translatable fields to this language, falling back to Russian' },
);

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Failure answers every route may give, for the OpenAPI document. */
export const clientErrors = {
  400: ErrorBody,
  401: ErrorBody,
} as const;

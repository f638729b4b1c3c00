import { type TSchema, Type } from 'typebox';
import { LOCALES } from '../content/locale.ts';

/** `{error, message}`: the body of every failure. */
export const ErrorBody = Type.Object({
  error: Type.String({ description: 'HTTP status title, e.g. "Bad Request"' }),
  message: Type.String({ description: 'What went wrong, in English for developers, naming the field' }),
  code: Type.String({
    description: 'The rule that was broken, for clients to word the message: "field.too_long", "not_found"…',
  }),
  params: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Union([
        Type.String(),
        Type.Number(),
        Type.Array(Type.Object({ field: Type.String(), code: Type.String() }), {
          description: 'Each field that is wrong, with its rule (`fields`)',
        }),
      ]),
      { description: 'What the rule is about: the field ("name.en"), the limit, the format' },
    ),
  ),
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

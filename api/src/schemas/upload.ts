import { Type } from 'typebox';
import { Envelope, ErrorBody } from './common.ts';

export const uploadSchema = {
  tags: ['upload'],
  security: [{ bearerAuth: [] }],
  consumes: ['multipart/form-data'],
  description: 'Multipart form with one image in the field `file` (PNG, JPEG, WebP, GIF or AVIF).',
  response: {
    201: Envelope(
      Type.Object({
        url: Type.String({ description: 'Like /uploads/<name>; read it at /api/uploads/<name>' }),
      }),
    ),
    400: ErrorBody,
    401: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
  },
};

export const uploadedFileSchema = {
  tags: ['upload'],
  params: Type.Object({ name: Type.String({ maxLength: 200 }) }),
  response: { 404: ErrorBody },
};

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

export const documentUploadSchema = {
  tags: ['upload'],
  security: [{ bearerAuth: [] }],
  consumes: ['multipart/form-data'],
  description:
    'Multipart form with one document in the field `file` (PDF, Word or Excel, judged by its bytes; a PDF without scripts, actions or attached files). Name it in a `file` field of a record as `{url, name}`.',
  response: {
    201: Envelope(
      Type.Object({
        url: Type.String({ description: 'Like /uploads/<name>.pdf' }),
        name: Type.String({ description: 'The name it is downloaded under' }),
        type: Type.String(),
        size: Type.Integer(),
      }),
    ),
    400: ErrorBody,
    401: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
  },
};

export const documentFileSchema = {
  tags: ['documents'],
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  response: { 404: ErrorBody },
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, unsupportedMediaType } from '../../../errors.ts';
import { documentUploadSchema, uploadSchema } from '../../../schemas/upload.ts';
import { uploadUrl } from '../../../storage/storage.ts';
import { checkDocument } from '../../../upload/document-upload.ts';
import { processImage } from '../../../upload/image-upload.ts';

/** The multipart parser's own errors (a cut or garbled body) carry no status: they are the client's. */
function malformed(error: Error & { statusCode?: number }): never {
  if (error.statusCode && error.statusCode < 500) throw error;
  throw badRequest(`The multipart body could not be read: ${error.message}`, 'multipart_malformed');
}

const missingFile = (what: string) =>
  badRequest(`file is required: send the ${what} in the multipart field "file"`, 'file_required');

/**
 * POST /upload: one image in the multipart field `file`; POST /upload/document: one document (PDF,
 * Word, Excel). The file is read whole into memory (bounded by UPLOAD_MAX_BYTES) before anything
 * is stored, so an upload cut short leaves nothing.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function readFile(request: FastifyRequest, what: string) {
    if (!request.isMultipart())
      throw unsupportedMediaType(
        `Send the ${what} as multipart/form-data in the field "file"`,
        'not_multipart',
      );
    const file = await request
      .file({ limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 10 } })
      .catch(malformed);
    if (file?.fieldname !== 'file') throw missingFile(what);
    return { bytes: await file.toBuffer().catch(malformed), fileName: file.filename };
  }

  app.post('/', { schema: uploadSchema }, async (request, reply) => {
    const { bytes } = await readFile(request, 'image');
    if (bytes.length === 0) throw badRequest('The file is empty: send the image itself', 'file_empty');
    const image = await processImage(bytes, app.config.uploadMaxPixels);
    await app.storage.put(image.name, image.bytes);
    request.log.info({ name: image.name, bytes: image.bytes.length }, 'image stored');
    return reply.code(201).send({ data: { url: uploadUrl(image.name) } });
  });

  app.post('/document', { schema: documentUploadSchema }, async (request, reply) => {
    const { bytes, fileName } = await readFile(request, 'document');
    const document = await checkDocument(bytes, fileName);
    await app.storage.put(document.storedName, bytes);
    request.log.info({ name: document.storedName, bytes: document.size }, 'document stored');
    const { storedName, ...described } = document;
    return reply.code(201).send({ data: { url: uploadUrl(storedName), ...described } });
  });
};

export default uploadRoutes;

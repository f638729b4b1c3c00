/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Yandex Object Storage, R2 …), so that several
 * API instances share them. aws4fetch signs plain `fetch` requests (SigV4) in a few kilobytes with
 * no dependencies; the three calls the storage needs do not justify the full AWS SDK.
 */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { type Storage, type StorageOptions, storedNameCheck, UPLOAD_CONTENT_TYPES } from './storage.ts';

export interface S3Settings {
  /** e.g. `http://127.0.0.1:9000`; without it, AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what MinIO and most local servers need. */
  forcePathStyle: boolean;
}

/**
 * `prefix` keeps one storage's objects under a folder of the bucket (the private request files);
 * the content types are stored with each object so that the bucket, or a CDN in front of it,
 * serves the images with the right type too.
 */
export function s3Storage(settings: S3Settings, options: StorageOptions & { prefix?: string } = {}): Storage {
  const contentTypes = options.contentTypes ?? UPLOAD_CONTENT_TYPES;
  const accepts = storedNameCheck(contentTypes);
  const prefix = options.prefix ?? '';
  const client = new AwsClient({
    service: 's3',
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  });
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;

  const objectUrl = (name: string) => {
    if (!accepts(name)) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
    return `${base}/${prefix}${name}`;
  };

  function failure(action: string, name: string, response: Response, body: string) {
    const code = body.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? response.statusText;
    return new Error(
      `S3 ${action} of ${name} in bucket ${settings.bucket} failed: ${response.status} ${code}`,
    );
  }

  return {
    async put(name, bytes) {
      const extension = name.split('.').pop()?.toLowerCase() ?? '';
      const response = await client.fetch(objectUrl(name), {
        method: 'PUT',
        // A copy typed as fetch wants it (a Buffer may sit on a shared ArrayBuffer); uploads are small.
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentTypes[extension] ?? 'application/octet-stream' },
      });
      if (!response.ok) throw failure('upload', name, response, await response.text());
    },

    async get(name) {
      if (!accepts(name)) return undefined;
      const response = await client.fetch(objectUrl(name));
      if (!response.ok || !response.body) {
        const body = await response.text();
        // A missing bucket also answers 404: that is a misconfiguration, not a missing image.
        if (response.status === 404 && body.includes('<Code>NoSuchKey</Code>')) return undefined;
        throw failure('download', name, response, body);
      }
      return {
        body: Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },

    async exists(name) {
      if (!accepts(name)) return false;
      const response = await client.fetch(objectUrl(name), { method: 'HEAD' });
      if (response.status === 404) return false;
      if (!response.ok) throw failure('lookup', name, response, '');
      return true;
    },

    async remove(name) {
      const response = await client.fetch(objectUrl(name), { method: 'DELETE' });
      // S3 answers 204 whether or not the object was there.
      if (!response.ok && response.status !== 404) {
        throw failure('removal', name, response, await response.text());
      }
    },
  };
}

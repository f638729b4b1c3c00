import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, type TestApp } from '../helper.ts';
import { startLocalS3 } from './local-s3-server.ts';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let api: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3(4347);
  api = await build({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: s3.settings.endpoint as string,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
afterAll(async () => {
  await api?.close();
  await s3?.stop();
});

/** A multipart/form-data body with one file in the field `file`, as the admin's upload sends it. */
function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----publish-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads in S3-compatible storage (STORAGE=s3)', () => {
  it('stores an uploaded image in the bucket and serves it back at /api/uploads/<name>', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 20 } },
    })
      .png()
      .toBuffer();
    const { accessToken } = await api.login();
    const body = multipart('workshop.png', 'image/png', png);
    const uploaded = await api.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...bearer(accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const url: string = uploaded.json().data.url;
    expect(url).toMatch(/^\/uploads\/.+\.(png|webp|jpg|jpeg)$/);
    const name = url.slice('/uploads/'.length);

    // The object is in the bucket itself, not on the local disk.
    const direct = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/${name}`);
    expect(direct.status).toBe(200);
    const stored = Buffer.from(await direct.arrayBuffer());

    const served = await api.app.inject({ method: 'GET', url: `/api${url}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
  });

  it('answers 404 for a file the bucket does not hold', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/api/uploads/never-stored.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found' });
  });
});

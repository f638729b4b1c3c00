import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, build, type TestApp } from '../../../helper.ts';

// Uploads go through a real HTTP server: multipart streaming is what is under test.
const PORT = 4211;
const MAX_BYTES = 300_000;
const MAX_PIXELS = 1_000_000;

let t: TestApp;
let token: string;
const origin = `http://127.0.0.1:${PORT}`;
beforeAll(async () => {
  t = await build({ env: { UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_MAX_PIXELS: String(MAX_PIXELS) } });
  token = (await t.login()).accessToken;
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

const uploadsDir = () => join(t.dataDir, 'uploads');
const storedFiles = () => readdir(uploadsDir()).catch(() => [] as string[]);

function upload(
  bytes: Buffer,
  fileName: string,
  type: string,
  options: { field?: string; auth?: boolean } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return fetch(`${origin}/api/upload`, {
    method: 'POST',
    body: form,
    headers: options.auth === false ? {} : bearer(token),
  });
}

const picture = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

describe('accepted images', () => {
  test.each([
    ['png', 'image/png', () => picture().png().toBuffer()],
    ['jpg', 'image/jpeg', () => picture().jpeg().toBuffer()],
    ['webp', 'image/webp', () => picture().webp().toBuffer()],
    ['gif', 'image/gif', () => picture().gif().toBuffer()],
    ['avif', 'image/avif', () => picture().avif().toBuffer()],
  ])(
    '%s is stored under a random name and served with a long cache lifetime',
    async (extension, type, make) => {
      const response = await upload(await make(), `photo.${extension}`, type);
      expect(response.status).toBe(201);
      const { url } = (await response.json()).data;
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));

      const served = await fetch(`${origin}/api${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.width).toBe(64);
    },
  );

  test('the format is judged by the bytes: a JPEG named .png is stored as .jpg', async () => {
    const response = await upload(await picture().jpeg().toBuffer(), 'looks-like.png', 'image/png');
    expect(response.status).toBe(201);
    expect((await response.json()).data.url).toMatch(/\.jpg$/);
  });

  test('metadata and bytes smuggled after the image do not survive re-encoding', async () => {
    const withExif = await picture()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    const smuggled = Buffer.concat([withExif, Buffer.from('<script>alert(1)</script>')]);
    const response = await upload(smuggled, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const name = (await response.json()).data.url.split('/').pop();
    const stored = Buffer.from(await (await fetch(`${origin}/api/uploads/${name}`)).arrayBuffer());
    expect(stored.includes('secret-location')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  test('a path in the file name is ignored', async () => {
    const response = await upload(
      await picture().png().toBuffer(),
      '../../../etc/cron.d/evil.png',
      'image/png',
    );
    expect(response.status).toBe(201);
    const files = await storedFiles();
    expect(files.every((file) => /^[0-9a-f]{32}\.(png|jpg|webp|gif|avif)$/.test(file))).toBe(true);
    expect(files.some((file) => file.includes('evil'))).toBe(false);
  });
});

describe('refused uploads', () => {
  test('a text file renamed .png is a 415', async () => {
    const response = await upload(Buffer.from('just some text, not an image'), 'notes.png', 'image/png');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'not_an_image', message: /not an image/ });
  });

  test('a file over the size limit is a 413 and leaves nothing behind', async () => {
    const before = await storedFiles();
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 400, height: 400, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload(noise, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: 'Payload Too Large',
      code: 'file_too_large',
      params: { limit: MAX_BYTES },
    });
    expect(await storedFiles()).toEqual(before);
  });

  test('an image over the pixel limit is a 413 (a decompression bomb is never decoded)', async () => {
    const bomb = await picture(2000, 2000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'too_many_pixels',
      message: /pixels/,
      params: { limit: MAX_PIXELS, width: 2000, height: 2000 },
    });
  });

  test('without a token it is a 401; without the file field a 400; as JSON a 415', async () => {
    const png = await picture().png().toBuffer();
    expect((await upload(png, 'a.png', 'image/png', { auth: false })).status).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', { field: 'image' })).status).toBe(400);
    const json = await fetch(`${origin}/api/upload`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(415);
  });

  test('an upload cut off half way leaves nothing behind', async () => {
    const before = await storedFiles();
    const png = await picture(300, 300).png({ compressionLevel: 0 }).toBuffer();
    const boundary = 'cut-off-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const arrived = new Promise<IncomingMessage>((done) => t.app.server.once('request', done));
    const socket = connect(PORT, '127.0.0.1');
    await new Promise((done) => socket.once('connect', done));
    const headers =
      `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + png.length + 100}\r\n\r\n`;
    const half = png.subarray(0, png.length / 2);
    socket.write(headers);
    socket.write(head);
    socket.write(half);
    // Cut off once the server has read the half sent, then wait until it has dealt with the loss.
    const request = await arrived;
    await expect
      .poll(() => request.socket.bytesRead)
      .toBeGreaterThanOrEqual(Buffer.byteLength(headers) + head.length + half.length);
    const closed = new Promise((done) => request.once('close', done));
    socket.destroy();
    await closed;
    expect(await storedFiles()).toEqual(before);
    // The server is still fine.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});

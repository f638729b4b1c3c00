import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/storage/s3.ts';
import { startLocalS3 } from './local-s3-server.ts';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  s3 = await startLocalS3(4341);
});
afterAll(() => s3?.stop());

describe('S3 storage', () => {
  it('reads back exactly the bytes it stored', async () => {
    const storage = s3Storage(s3.settings);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('round-trip.png', bytes);

    expect(await storage.exists('round-trip.png')).toBe(true);
    const stored = await storage.get('round-trip.png');
    expect(stored?.size).toBe(bytes.length);
    expect(stored && (await buffer(stored.body))).toEqual(bytes);
  });

  it('answers nothing for a name that was never stored', async () => {
    const storage = s3Storage(s3.settings);
    expect(await storage.exists('missing.jpg')).toBe(false);
    expect(await storage.get('missing.jpg')).toBeUndefined();
  });

  it('refuses names that could escape the bucket prefix', async () => {
    const storage = s3Storage(s3.settings);
    await expect(storage.put('../secret.png', Buffer.from('x'))).rejects.toThrow(/Refusing/);
    expect(await storage.get('../secret.png')).toBeUndefined();
  });

  it('fails loudly, naming the bucket, when the credentials are wrong', async () => {
    const storage = s3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put('denied.png', Buffer.from('x'))).rejects.toThrow(
      'S3 upload of denied.png in bucket uploads failed: 403 InvalidAccessKeyId',
    );
  });

  it('does not mistake a missing bucket for a missing file', async () => {
    const storage = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.get('photo.png')).rejects.toThrow('404 NoSuchBucket');
  });
});

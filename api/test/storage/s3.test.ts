import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrivateStorage } from '../../src/storage/index.ts';
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

  it('removes a file, and removing it again is no error', async () => {
    const storage = s3Storage(s3.settings);
    await storage.put('short-lived.png', Buffer.from('x'));
    await storage.remove('short-lived.png');
    expect(await storage.exists('short-lived.png')).toBe(false);
    await expect(storage.remove('short-lived.png')).resolves.toBeUndefined();
  });

  it('keeps private files under their own prefix, out of reach of the public names', async () => {
    const config = { dataDir: '.tmp/unused', storage: { driver: 's3' as const, ...s3.settings } };
    const files = await openPrivateStorage(config, 'request-files', {
      contentTypes: { pdf: 'application/pdf' },
    });
    await files.put('offer.pdf', Buffer.from('%PDF-1.4'));
    expect(await files.exists('offer.pdf')).toBe(true);
    const stored = await files.get('offer.pdf');
    expect(stored && (await buffer(stored.body)).toString()).toBe('%PDF-1.4');
    // The public storage cannot even name it: no slashes, and only image extensions.
    const uploads = s3Storage(s3.settings);
    expect(await uploads.get('offer.pdf')).toBeUndefined();
    expect(await uploads.get('private/request-files/offer.pdf')).toBeUndefined();
    await files.remove('offer.pdf');
    expect(await files.exists('offer.pdf')).toBe(false);
  });
});

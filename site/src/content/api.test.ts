import { afterEach, expect, test, vi } from 'vitest';
import { imageUrl, withoutLeftOut } from './api.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

test('the build uses a remote image only over https from an allowed host, and logs the ones it leaves out', () => {
  vi.stubEnv('CONTENT_API_URL', 'http://127.0.0.1:4000/api');
  vi.stubEnv('REMOTE_IMAGE_HOSTS', 'images.example.kz, cdn.example.kz');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(imageUrl('/uploads/pump.webp')).toBe('http://127.0.0.1:4000/api/uploads/pump.webp');
  expect(imageUrl('https://cdn.example.kz/pump.jpg')).toBe('https://cdn.example.kz/pump.jpg');
  for (const address of [
    'http://cdn.example.kz/pump.jpg',
    'https://elsewhere.example.com/pump.jpg',
    'https://127.0.0.1/pump.jpg',
    'https://192.168.1.10/pump.jpg',
    'https://[fe80::1]/pump.jpg',
    'https://localhost/pump.jpg',
  ]) {
    expect(imageUrl(address), address).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(address));
  }
  vi.stubEnv('REMOTE_IMAGE_HOSTS', '');
  expect(imageUrl('https://images.example.kz/pump.jpg')).toBeUndefined();
});

test('the build leaves out the records the publisher names in SITE_LEFT_OUT, with a warning each', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const news = [{ id: 1 }, { id: 2 }, { id: 12 }];
  expect(withoutLeftOut('news', news)).toEqual(news);
  vi.stubEnv('SITE_LEFT_OUT', 'news 2,products 1');
  expect(withoutLeftOut('news', news)).toEqual([{ id: 1 }, { id: 12 }]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^news 2 left out: /));
  expect(withoutLeftOut('products', [{ id: 1 }, { id: 2 }])).toEqual([{ id: 2 }]);
});

import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RENDER_SECONDS } from '../../../../src/upload/image-upload.ts';
import { RENDERERS } from '../../../../src/upload/renderer.ts';
import { bearer, build, type TestApp } from '../../../helper.ts';

// An upload's rendering runs in a process of its own that is killed at its limit (review N1: a
// drawing of heavy filters held a libvips thread for minutes past sharp's timeout, and four of them
// took the whole thread pool: health, files and sign-in stopped answering).

let t: TestApp;
let token: string;
let origin: string;
/** A stored upload, read from disk on each request: the thread pool serves it. */
let file: string;

beforeAll(async () => {
  t = await build();
  token = (await t.login()).accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87828' } })
    .png()
    .toBuffer();
  const response = await upload(png, 'image/png', 'photo.png');
  expect(response.status).toBe(201);
  file = `${origin}/api${(await response.json()).data.url}`;
});
afterAll(() => t.close());

function upload(bytes: string | Buffer, type = 'image/svg+xml', name = 'logo.svg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from(bytes))], { type }), name);
  return fetch(`${origin}/api/upload`, { method: 'POST', body: form, headers: bearer(token) });
}

/** The review's drawing: 40 shapes, each under a dilation of radius 200 and a blur of 500 (9 KB). */
const HEAVY = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><defs>${Array.from(
  { length: 40 },
  (_, i) =>
    `<filter id="f${i}" x="-50%" y="-50%" width="200%" height="200%"><feMorphology operator="dilate" radius="200"/><feGaussianBlur stdDeviation="500"/></filter>`,
).join('')}</defs>${Array.from(
  { length: 40 },
  (_, i) =>
    `<rect x="${i * 10}" y="${i * 10}" width="400" height="400" fill="#0a4d8c" filter="url(#f${i})"/>`,
).join('')}</svg>`;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20"><rect width="100" height="20" fill="#0a4d8c"/></svg>';

/** The render processes this test's API runs now. */
const renderProcesses = () =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('render-process.mjs'));

/** How long a request takes to answer, and with what. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('an upload that renders too long', () => {
  test('is stopped at its limit with a 422, while health and files keep answering at once', {
    timeout: 120_000,
  }, async () => {
    // Twice as many as may render at once: the rest wait their turn, and the pool stays free.
    const count = RENDERERS * 2;
    const started = performance.now();
    const uploads = Array.from({ length: count }, () =>
      upload(HEAVY).then(async (response) => ({
        status: response.status,
        body: await response.json(),
        ms: performance.now() - started,
      })),
    );
    let settled = false;
    const all = Promise.all(uploads).finally(() => {
      settled = true;
    });

    // While they render (their processes are running), the API answers health and files at once.
    const probes: { status: number; ms: number }[] = [];
    while (renderProcesses().length === 0 && !settled) probes.push(await timed(`${origin}/api/health`));
    expect(renderProcesses().length).toBeGreaterThan(0);
    while (!settled) probes.push(await timed(`${origin}/api/health`), await timed(file));

    const answers = await all;
    for (const { status, body } of answers) {
      expect(status).toBe(422);
      expect(body).toMatchObject({
        error: 'Unprocessable Entity',
        code: 'image_too_complex',
        params: { seconds: RENDER_SECONDS.drawing },
      });
      expect(body.message).toMatch(/still being drawn after 10 s/);
    }
    // Each waits for its turn and its own limit at most (and the time to start a process).
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    expect(slowest).toBeLessThan((count / RENDERERS) * (RENDER_SECONDS.drawing + 3) * 1000);
    const sorted = probes.map(({ ms }) => ms).sort((a, b) => a - b);
    console.info(
      `${count} heavy drawings refused after ${answers.map(({ ms }) => Math.round(ms)).join(', ')} ms; ` +
        `${probes.length} probes meanwhile, median ${Math.round(sorted[sorted.length >> 1] ?? 0)} ms, ` +
        `slowest ${Math.round(sorted.at(-1) ?? 0)} ms`,
    );
    expect(probes.length).toBeGreaterThan(10);
    expect(probes.every(({ status }) => status === 200)).toBe(true);
    // At once: within 2 s even on a loaded machine (a busy thread pool answered none in 20 s).
    expect(sorted.at(-1)).toBeLessThan(2000);
    // Nothing keeps rendering after its refusal.
    expect(renderProcesses()).toEqual([]);
  });

  test('leaves the way free: a logo and a photo upload at once after it', async () => {
    const logo = await upload(LOGO);
    expect(logo.status).toBe(201);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a4d8c' } })
      .png()
      .toBuffer();
    const photo = await upload(png, 'image/png', 'photo.png');
    expect(photo.status).toBe(201);
    expect((await photo.json()).data.url).toMatch(/\.png$/);
  });
});

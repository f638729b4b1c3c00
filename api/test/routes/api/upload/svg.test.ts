import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, build, type TestApp } from '../../../helper.ts';

// SVG logos are drawn as PNG on the server: these uploads go through a real HTTP server, and a
// second server stands by to notice any request a drawing makes.
const MAX_PIXELS = 1_000_000;

let t: TestApp;
let token: string;
let origin: string;
let probe: Server;
let probeOrigin: string;
const probed: string[] = [];
let scratch: string;

beforeAll(async () => {
  t = await build({ env: { UPLOAD_MAX_PIXELS: String(MAX_PIXELS) } });
  token = (await t.login()).accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  probe = createServer((request, response) => {
    probed.push(request.url ?? '');
    response.end();
  });
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  probeOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  scratch = await mkdtemp(join(tmpdir(), 'svg-upload-'));
});
afterAll(async () => {
  await new Promise((done) => probe.close(done));
  await rm(scratch, { recursive: true, force: true });
  await t.close();
});

function upload(svg: string | Buffer, type = 'image/svg+xml') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from(svg))], { type }), 'logo.svg');
  return fetch(`${origin}/api/upload`, { method: 'POST', body: form, headers: bearer(token) });
}

async function stored(response: Response) {
  expect(response.status).toBe(201);
  const { url } = (await response.json()).data;
  const served = await fetch(`${origin}/api${url}`);
  const bytes = Buffer.from(await served.arrayBuffer());
  return {
    url: url as string,
    type: served.headers.get('content-type'),
    bytes,
    meta: await sharp(bytes).metadata(),
  };
}

/** The colour of one pixel of a stored image. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20" viewBox="0 0 100 20">' +
  '<rect width="100" height="20" fill="#0a4d8c"/><circle cx="10" cy="10" r="6" fill="#ffffff"/></svg>';

describe('an SVG logo', () => {
  test('is stored and served as a PNG, drawn 2000 pixels wide, never as SVG', async () => {
    const { url, type, bytes, meta } = await stored(await upload(LOGO));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(type).toBe('image/png');
    expect(meta).toMatchObject({ format: 'png', width: 2000, height: 400 });
    expect(bytes.includes('<svg')).toBe(false);
    expect(await pixel(bytes, 1000, 200)).toEqual([10, 77, 140, 255]);
  });

  test('with an XML prolog, a DOCTYPE and the simple entities older drawing programs write, within the pixel limit', async () => {
    const svg = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="40" height="40"><rect width="40" height="40" fill="#ff0000"/></svg>`;
    const { meta, bytes } = await stored(await upload(svg));
    expect(meta).toMatchObject({ format: 'png', width: 1000, height: 1000 });
    expect(await pixel(bytes, 500, 500)).toEqual([255, 0, 0, 255]);
    expect(probed).toEqual([]);
  });

  test('a script in it does not survive: what is stored is pixels', async () => {
    const svg = LOGO.replace(
      '</svg>',
      '<script>alert(1)</script><foreignObject><script>x()</script></foreignObject></svg>',
    );
    const { bytes, meta } = await stored(await upload(svg));
    expect(meta.format).toBe('png');
    expect(bytes.includes('alert')).toBe(false);
  });
});

describe('a hostile SVG', () => {
  test('names pictures, styles and drawings elsewhere: none is fetched, local files are not read', async () => {
    const redFile = join(scratch, 'red.png');
    await writeFile(
      redFile,
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    );
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xi="http://www.w3.org/2001/XInclude" width="40" height="40">` +
      `<style>@import url("${probeOrigin}/style.css"); rect { fill: url(${probeOrigin}/fill.svg#p) }</style>` +
      '<rect width="40" height="40" fill="#ffffff"/>' +
      `<image href="${probeOrigin}/picture.png" width="40" height="40"/>` +
      `<image xlink:href="file://${redFile}" width="40" height="40"/>` +
      `<image href="${redFile}" width="40" height="40"/>` +
      `<use href="${probeOrigin}/sprite.svg#logo"/>` +
      `<xi:include href="${probeOrigin}/include.svg"/>` +
      `<text><xi:include href="file:///etc/passwd" parse="text"/></text>` +
      '</svg>';
    const response = await upload(svg);
    // Drawn without what it names, or refused: never with it, and never a server failure.
    if (response.status === 201) {
      const { bytes } = await stored(response);
      expect(await pixel(bytes, 1000, 1000)).not.toEqual([255, 0, 0, 255]);
    } else {
      expect(response.status).toBe(415);
    }
    await new Promise((done) => setTimeout(done, 200));
    expect(probed).toEqual([]);
  });

  test('an external entity (XXE) is refused before any parser reads it', async () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "${probeOrigin}/entity">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&secret;&remote;</text></svg>`;
    const response = await upload(svg);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'svg_not_accepted' });
    expect(probed).toEqual([]);
  });

  test('a billion laughs (entities within entities) is refused at once', async () => {
    const levels = Array.from({ length: 10 }, (_, level) =>
      level === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`,
    ).join('');
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [${levels}]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&lol9;</text></svg>`;
    const started = Date.now();
    const response = await upload(svg);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'svg_not_accepted' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('one flat entity used a million times is refused too', async () => {
    const svg = `<!DOCTYPE svg [<!ENTITY big "${'x'.repeat(1000)}">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>${'&big;'.repeat(2000)}</text></svg>`;
    const response = await upload(svg);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'svg_not_accepted' });
  });

  test('a drawing declaring a large size is drawn smaller, within the pixel limit', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10000" viewBox="0 0 2 1">' +
      '<rect width="2" height="1" fill="#00ff00"/></svg>';
    const { meta } = await stored(await upload(svg));
    expect(meta).toMatchObject({ format: 'png', width: 1414, height: 707 });
  });

  test('a drawing declaring a huge size is refused at once, saying its size', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10000000" height="5000000" viewBox="0 0 2 1">' +
      '<rect width="2" height="1" fill="#00ff00"/></svg>';
    const started = Date.now();
    const response = await upload(svg);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'too_many_pixels',
      params: { limit: MAX_PIXELS, width: 10_000_000, height: 5_000_000 },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  // librsvg stops after 500 000 references: about five seconds of one core, longer on a busy
  // machine, so the bound here is the test's own time limit.
  test('shapes reused within shapes (a "billion laughs" of <use>) do not hang the server', {
    timeout: 90_000,
  }, async () => {
    const groups = Array.from({ length: 12 }, (_, level) =>
      level === 0
        ? '<g id="g0"><rect width="1" height="1"/></g>'
        : `<g id="g${level}">${`<use href="#g${level - 1}"/>`.repeat(10)}</g>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>${groups}</defs><use href="#g11"/></svg>`;
    const response = await upload(svg);
    // Drawn, or stopped at the drawing's limit (render-limit.test.ts).
    expect([201, 422]).toContain(response.status);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  test('a compressed SVG, and markup that is no SVG, are not images', async () => {
    for (const body of [gzipSync(LOGO), '<html><body><img src=x onerror=alert(1)></body></html>']) {
      const response = await upload(body);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'not_an_image' });
    }
  });
});

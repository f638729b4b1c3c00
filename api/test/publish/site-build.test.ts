import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { localSiteBuild } from '../../src/publish/site-build.ts';
import { siteReleases } from '../../src/publish/site-releases.ts';

const failingBuild = fileURLToPath(new URL('./fixtures/failing-site-build.mjs', import.meta.url));

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-build-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

it("quotes the build's error, not npm's update notice printed after it", async () => {
  const build = localSiteBuild({
    releases: siteReleases(join(root, 'site', 'current')),
    repoRoot: root,
    contentApiUrl: 'http://127.0.0.1:1/api',
    siteUrl: async () => 'https://www.example.kz',
    command: `"${process.execPath}" "${failingBuild}"`,
    recordBudgetMs: 20_000,
    fingerprint: async () => ({ content: 'c', source: 's' }),
    log: { info() {}, warn() {} },
  });

  const failure = await build.publish(['news saved']).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain(
    "SyntaxError: The requested module 'cookie' does not provide an export named 'parse'",
  );
  expect(failure).not.toContain('npm notice');
  expect(failure).not.toContain('New minor version of npm');
});

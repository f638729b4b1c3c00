import { gzipSync } from 'node:zlib';
import { type Page, test } from '@playwright/test';
import { expect, signIn } from './session.ts';

// Sign-ins and full page loads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Records every script the page loads, with its gzipped size (what a compressing proxy would send). */
function watchScripts(page: Page) {
  const scripts: { file: string; gzipBytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ file: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
  });
  return scripts;
}

const kilobytes = (scripts: { gzipBytes: number }[]) =>
  Math.round(scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024);

test('the login screen does not download the lists, forms or the rich-text editor', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = scripts.map((script) => script.file);
  expect(files.some((file) => /(List|Form|Create|Edit|Dashboard|tiptap|RichText)/i.test(file))).toBe(false);
  test.info().annotations.push({
    type: 'login JS (gzip)',
    description: `${kilobytes(scripts)} kB in ${files.length} files`,
  });

  const before = scripts.length;
  await signIn(page, '/admin/products');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const listScripts = scripts.slice(before);
  expect(listScripts.some((script) => /NewsForm|NewsBodyInput/.test(script.file))).toBe(false);
  // signIn opens the list with a fresh page load, so this is all the JS the first list page needs.
  test.info().annotations.push({
    type: 'first list page JS (gzip)',
    description: `${kilobytes(listScripts)} kB in ${listScripts.length} files`,
  });
  console.log(
    test
      .info()
      .annotations.map((note) => `${note.type}: ${note.description}`)
      .join('\n'),
  );
});

import { type Page, test } from '@playwright/test';
import { expect, signIn } from './session.ts';

// Sign-ins and full page loads: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** Records every script the page loads, with the bytes of its body as they crossed the network (compressed). */
function watchScripts(page: Page) {
  const scripts: { file: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) scripts.push({ file: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  return scripts;
}

const kilobytes = (scripts: { bytes: number }[]) =>
  Math.round(scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024);

test('the login screen loads under 80 KB of scripts, without the lists, forms or the rich-text editor', async ({
  page,
  browser,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = scripts.map((script) => script.file);
  expect(files.some((file) => /(List|Form|Create|Edit|Dashboard|tiptap|RichText)/i.test(file))).toBe(false);
  // The form stands outside react-admin: react-admin, Material UI and the router come after signing in.
  expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(80 * 1024);
  test.info().annotations.push({
    type: 'login JS (transferred)',
    description: `${kilobytes(scripts)} kB in ${files.length} files`,
  });

  const before = scripts.length;
  await signIn(page, '/admin/products');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const afterLogin = scripts.slice(before);
  expect(afterLogin.some((script) => /ContentForm|RichText/.test(script.file))).toBe(false);
  // signIn opens the list with a fresh page load: what the login left in the cache is not sent again.
  test.info().annotations.push({
    type: 'first list page JS, after the login (transferred)',
    description: `${kilobytes(afterLogin)} kB in ${afterLogin.length} files`,
  });

  // The same list opened with an empty cache (a bookmark, the session already stored).
  const cold = await browser.newContext({ storageState: await page.context().storageState() });
  const coldPage = await cold.newPage();
  const coldScripts = watchScripts(coldPage);
  await coldPage.goto('/admin/products');
  await expect(coldPage.locator('table tbody tr').first()).toBeVisible();
  await coldPage.waitForLoadState('networkidle');
  test.info().annotations.push({
    type: 'first list page JS, empty cache (transferred)',
    description: `${kilobytes(coldScripts)} kB in ${coldScripts.length} files`,
  });
  await cold.close();
  console.log(
    test
      .info()
      .annotations.map((note) => `${note.type}: ${note.description}`)
      .join('\n'),
  );
});

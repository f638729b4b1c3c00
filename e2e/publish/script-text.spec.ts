import { expect } from '@playwright/test';
import { createRecord, uniqueName } from '../../admin/e2e/session.ts';
import { STAFF, STAFF_PASSWORD } from '../env.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

// Review M1: an English description that mentions `<script>…</script>` is inert text on the page
// (inside <meta content>), and must not stop the next publication, anyone's.
test('a translator’s English text that mentions <script> does not keep an editor’s change off the site', async ({
  page,
  request,
  headers,
}) => {
  const mentioned = uniqueName('Новость о сайте');
  const edited = uniqueName('Новость редактора');
  const story = (name: string) => ({
    status: 'published',
    name: { ru: name, en: `${name} EN` },
    description: { ru: 'Кратко о новости.' },
    mainContent: { ru: '<p>Текст новости.</p>' },
    date: '2026-05-01',
  });
  const translated = await createRecord(request, headers, 'news', story(mentioned));
  const other = await createRecord(request, headers, 'news', story(edited));

  const login = await request.post('/api/auth/login', {
    data: { email: STAFF.translator, password: STAFF_PASSWORD },
  });
  const translator = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  const script = '<script>alert(1)</script>';
  const text = `Our web team avoids inline ${script} blocks.`;
  const saved = await request.put(`/api/news/${translated.id}`, {
    headers: translator,
    data: { description: { ru: 'Кратко о новости.', en: text } },
  });
  expect(saved.status()).toBe(200);

  const renamed = uniqueName('Правка редактора');
  const changed = await request.put(`/api/news/${other.id}`, {
    headers,
    data: { name: { ru: renamed, en: `${edited} EN` } },
  });
  expect(changed.status()).toBe(200);

  await expect
    .poll(async () => {
      const response = await request.get(`/news/${other.id}`);
      return response.ok() ? await response.text() : `HTTP ${response.status()}`;
    }, REBUILT)
    .toContain(renamed);
  const status = (await (await request.get('/api/publish/status', { headers })).json()).data;
  expect(status).toMatchObject({ lastError: null, leftOut: [] });

  // The translator's text is on its page, and stays text: no dialog opens.
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  const response = await page.goto(`/en/news/${translated.id}`);
  expect(response?.status()).toBe(200);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
    `inline ${script} blocks`,
  );
  expect(dialogs).toBe(0);
});

import { expect } from '@playwright/test';
import { createRecord, signIn, uniqueName } from '../../admin/e2e/session.ts';
import { test } from './fixture.ts';
import { REBUILT } from './rebuild.ts';

const quality = (checks: Record<'ru' | 'en' | 'kk', string>) => [
  { title: { ru: 'Контроль покрытия', en: 'Coating checks', kk: 'Жабынды бақылау' }, text: checks },
  {
    title: { ru: 'Документы', en: 'Documents', kk: 'Құжаттар' },
    text: {
      ru: 'Паспорт на каждую партию.',
      en: 'A certificate for every batch.',
      kk: 'Әр партияға паспорт.',
    },
  },
];

test("a workshop's quality blocks edited in the admin change its own page after the rebuild, and no other workshop's", async ({
  page,
  request,
  headers,
}) => {
  // Workshops of this test's own, so that the built-in ones stay as the other specs expect.
  const workshop = (name: string, extra: object) =>
    createRecord(request, headers, 'products', {
      status: 'published',
      name: { ru: name, en: `${name} EN`, kk: `${name} KK` },
      description: {
        ru: 'Порошковая покраска металлоконструкций.',
        en: 'Powder coating of steel structures.',
        kk: 'Металл конструкцияларды ұнтақпен бояу.',
      },
      info: { ru: ['Ограждения'], en: ['Railings'], kk: ['Қоршаулар'] },
      ...extra,
    });
  const checks = {
    ru: 'Замеряем толщину каждого слоя.',
    en: 'Every coat is measured.',
    kk: 'Әр қабат өлшенеді.',
  };
  const painting = await workshop(uniqueName('Цех покраски'), {
    producedTitle: { ru: 'Окрашенные конструкции', en: 'Painted structures', kk: 'Боялған конструкциялар' },
    quality: quality(checks),
  });
  const galvanizing = await workshop(uniqueName('Цех цинкования'), { quality: quality(checks) });

  const newChecks = uniqueName('Проверяем адгезию покрытия');
  const newBlock = uniqueName('Гарантия на покрытие');
  await signIn(page, `/admin/products/${painting.id}/edit`);
  const first = page.getByRole('region', { name: 'Блок 1', exact: true });
  // The workshop's own creation is being built meanwhile, and the two cores are busy with it.
  await expect(first.getByRole('textbox', { name: 'Текст блока (RU)' })).toHaveValue(checks.ru, {
    timeout: 60_000,
  });
  // The checks get a new Russian text, and a block written in Russian only goes before the documents.
  await first.getByRole('textbox', { name: 'Текст блока (RU)' }).fill(newChecks);
  await page.getByRole('button', { name: 'Добавить блок' }).click();
  const third = page.getByRole('region', { name: 'Блок 3', exact: true });
  await third.getByRole('textbox', { name: 'Заголовок блока (RU)' }).fill(newBlock);
  await third.getByRole('textbox', { name: 'Текст блока (RU)' }).fill('Пять лет на каждое покрытие.');
  await page.getByRole('button', { name: 'Переместить «Блок 3» выше' }).click();
  await page.locator('form').getByRole('button', { name: 'Обновить' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 30_000 });

  const saved = (await (await request.get(`/api/products/${painting.id}`, { headers })).json()).data;
  expect(saved.translations.en.missing).toEqual(['quality.1.title', 'quality.1.text']);
  expect(saved.translations.en.outdated).toEqual(['quality.0.text']);

  await expect
    .poll(async () => (await request.get(`/product/${painting.id}`)).text(), REBUILT)
    .toContain(newBlock);
  await page.goto(`/product/${painting.id}`);
  const blocks = page.getByRole('region', { name: 'Гарантия качества' });
  await expect(blocks.getByRole('heading', { level: 3 })).toHaveText([
    'Контроль покрытия',
    newBlock,
    'Документы',
  ]);
  await expect(blocks.getByRole('listitem').first()).toContainText(newChecks);
  await expect(page.getByRole('heading', { name: 'Окрашенные конструкции', level: 2 })).toBeVisible();

  // English: the added block reads in Russian, and says so. Awaited on its own: a rebuild another
  // save started may have read English before this save.
  await expect
    .poll(async () => (await request.get(`/en/product/${painting.id}`)).text(), REBUILT)
    .toContain(newBlock);
  await page.goto(`/en/product/${painting.id}`);
  const english = page.getByRole('region', { name: 'Quality assurance' });
  await expect(english.getByRole('heading', { level: 3 }).nth(1)).toHaveText(newBlock);
  await expect(english.getByRole('heading', { level: 3 }).nth(1)).toHaveAttribute('lang', 'ru');

  // The other workshop keeps its blocks, and without a heading of its own takes the general one.
  await page.goto(`/product/${galvanizing.id}`);
  const others = page.getByRole('region', { name: 'Гарантия качества' });
  await expect(others.getByRole('heading', { level: 3 })).toHaveText(['Контроль покрытия', 'Документы']);
  await expect(others).toContainText(checks.ru);
  await expect(others).not.toContainText(newChecks);
  await expect(page.getByRole('heading', { name: 'Выпускаемая продукция', level: 2 })).toBeVisible();
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCES, resources } from '@industrial/api/content';
import { expect, it } from 'vitest';
import { pageFiles } from './page-files.ts';

const pages = join(import.meta.dirname, '..', 'pages', '[...locale]');

it('finds a page of the site for every page a resource declares (the preview renders it)', () => {
  const missing = RESOURCES.flatMap((resource) =>
    resources[resource].pages
      .filter((page) => !pageFiles(page).some((file) => existsSync(join(pages, file))))
      .map((page) => `${resource}: ${page}`),
  );
  expect(missing).toEqual([]);
  expect(pageFiles('/news/[slug]')).toContain('news/[slug].astro');
  expect(pageFiles('/news')).toContain('news/index.astro');
});

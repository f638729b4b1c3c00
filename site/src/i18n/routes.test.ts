import { readdirSync } from 'node:fs';
import { LOCALES, ROUTE_WORDS } from '@industrial/api/content';
import { describe, expect, it } from 'vitest';

/** The site's own pages under each language's prefix: `production.astro`, `news/`, `rss.xml.ts`. */
const routes = readdirSync(new URL('../pages/[...locale]/', import.meta.url));

describe('the words of the site’s own addresses', () => {
  it('are kept from the addresses of pages at the root, with every language prefix', () => {
    const words = routes
      .map((name) => name.replace(/\.(astro|ts)$/, ''))
      // Dynamic pages, files (`rss.xml`: an address never has a dot) and what every site has.
      .filter((word) => !word.startsWith('[') && !word.includes('.') && word !== 'index' && word !== '404');
    expect(words.length).toBeGreaterThan(5);
    expect(ROUTE_WORDS).toEqual(expect.arrayContaining([...words, ...LOCALES]));
  });
});

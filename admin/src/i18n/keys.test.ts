import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Fields, ICONS, PAGE_NAMES, pages, RESOURCES } from '@industrial/api/content';
import { describe, expect, it } from 'vitest';
import { ru } from './ru.ts';

/**
 * The back office shows a message's key where its text is missing (react-admin's `allowMissing`):
 * every key the screens name must be in the Russian messages, so that a missing one fails here.
 */

const source = join(import.meta.dirname, '..');

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Whether the messages hold the key; a part may itself hold dots (`admin.api.codes.link.unsafe`). */
function has(key: string, value: unknown = ru): boolean {
  if (key === '') return value !== undefined;
  if (typeof value !== 'object' || value === null) return false;
  const parts = key.split('.');
  return parts.some((_, end) => {
    const name = parts.slice(0, end + 1).join('.');
    return (
      Object.hasOwn(value, name) &&
      has(parts.slice(end + 1).join('.'), (value as Record<string, unknown>)[name])
    );
  });
}

/** Keys written out in the screens (`'admin.form.create'`) and keys built from a name (`` `resources.${resource}.create` ``). */
const KEY = /['"`]((?:admin|resources|ra)\.[\w.${}]+)['"`]/g;
const named = files(source).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(KEY)].map(([, key]) => ({
    file: file.slice(source.length + 1),
    key: key as string,
  })),
);

describe('the messages the screens name', () => {
  it('finds the keys it checks', () => {
    expect(named.length).toBeGreaterThan(200);
  });

  it('has a text for every key written out', () => {
    const missing = named.filter(({ key }) => !key.includes('${') && !has(key));
    expect(missing).toEqual([]);
  });

  it('has a text for every content resource where a screen builds the key from the resource', () => {
    const built = named.filter(({ key }) => /^resources\.\$\{\w+\}\.[\w.]+$/.test(key));
    expect(built.length).toBeGreaterThan(5);
    const missing = built.flatMap(({ file, key }) =>
      RESOURCES.map((resource) => key.replace(/\$\{\w+\}/, resource))
        .filter((resolved) => !resolved.includes('${') && !has(resolved))
        .map((resolved) => ({ file, key: resolved })),
    );
    expect(missing).toEqual([]);
  });

  it('has at least one text under every key built from another name', () => {
    const built = named.filter(({ key }) => key.includes('${') && !/^resources\.\$\{\w+\}\./.test(key));
    const prefixes = built.map(({ file, key }) => ({ file, key, prefix: key.slice(0, key.indexOf('${')) }));
    const flat = (value: unknown, key: string): string[] =>
      typeof value === 'string'
        ? [key]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([name, inner]) => flat(inner, key ? `${key}.${name}` : name))
          : [];
    const keys = flat(ru, '');
    const missing = prefixes.filter(({ prefix }) => !keys.some((key) => key.startsWith(prefix)));
    expect(missing).toEqual([]);
  });
});

describe("the pages' texts (Страницы)", () => {
  it('name every section and every field of every page', () => {
    const missing = PAGE_NAMES.flatMap((page) =>
      Object.entries(pages[page].texts.sections).flatMap(([section, fields]) => [
        `admin.pages.sections.${section}`,
        ...Object.keys(fields).map((field) => `resources.pages.fields.${field}`),
      ]),
    ).filter((key) => !has(key));
    expect(missing).toEqual([]);
  });

  it('name each part of every repeating block', () => {
    const parts = PAGE_NAMES.flatMap((page) =>
      Object.values(pages[page].texts.fields as Fields).flatMap((declared) =>
        declared.kind === 'rows' ? Object.keys(declared.of) : [],
      ),
    );
    expect(parts).toContain('icon');
    expect(parts.filter((part) => !has(`admin.pages.block.${part}`))).toEqual([]);
  });

  it("name every one of the site's icons, and no icon at all, for the picker", () => {
    const missing = ['none', ...ICONS].map((icon) => `admin.icons.${icon}`).filter((key) => !has(key));
    expect(missing).toEqual([]);
  });
});

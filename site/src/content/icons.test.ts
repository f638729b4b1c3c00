import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ICONS } from '@industrial/api/content';
import { describe, expect, it } from 'vitest';

describe("the site's icons staff choose for tiles", () => {
  it('are the SVGs in assets/icons, each named once in ICONS', () => {
    const files = readdirSync(join(import.meta.dirname, '../assets/icons'))
      .filter((file) => file.endsWith('.svg'))
      .map((file) => file.slice(0, -'.svg'.length));
    expect([...ICONS].sort()).toEqual(files.sort());
  });
});

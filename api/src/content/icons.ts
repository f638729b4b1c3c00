/**
 * The site's own icons (`site/src/assets/icons/<name>.svg`) that staff may put on a page's tiles:
 * the API refuses any other name, the back office's picker shows each (named in Russian under
 * `admin.icons.<name>`), and the site draws the SVG of that name. Adding an icon is its SVG there
 * and its name here. Plain data: the admin and the site bundle it.
 */
export const ICONS = ['wind', 'shield', 'wrench', 'tag'] as const;

export type IconName = (typeof ICONS)[number];

export function isIconName(name: unknown): name is IconName {
  return (ICONS as readonly unknown[]).includes(name);
}

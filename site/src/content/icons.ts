import { type IconName, isIconName } from '@industrial/api/content';
import type { SvgComponent } from 'astro/types';

const drawings = import.meta.glob<SvgComponent>('../assets/icons/*.svg', { eager: true, import: 'default' });

/** The SVG of one of the site's icons staff put on a tile (`ICONS`), by its name; none for ''. */
export function iconDrawing(name: string | undefined): SvgComponent | undefined {
  return isIconName(name) ? drawings[`../assets/icons/${name satisfies IconName}.svg`] : undefined;
}

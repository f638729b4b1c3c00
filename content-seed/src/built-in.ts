import type { certificates, news, partners, products, projects, services } from '@industrial/api/schema';

/**
 * A drawing under `content-seed/images/`. `accent` repaints the drawing's orange accent
 * (`ACCENT`), so news items that share a drawing still get an image of their own.
 */
export interface Drawing {
  file: string;
  accent?: string;
  /** Rendered at this many times the drawing's own size (1 unless said). */
  scale?: number;
}

/** The accent colour every drawing is painted with, replaced when a `Drawing` names another. */
export const ACCENT = '#F28C28';

type ContentTable =
  | typeof products
  | typeof services
  | typeof projects
  | typeof news
  | typeof partners
  | typeof certificates;
type SetBySeeding = 'id' | 'status' | 'position' | 'createdAt' | 'updatedAt';

/**
 * One built-in item: its row as inserted, with a fixed id, and a drawing for each image column.
 * Status (published) and position (the id) are set by seeding.
 */
export type BuiltIn<Table extends ContentTable, ImageColumn extends keyof Table['$inferInsert']> = Omit<
  Table['$inferInsert'],
  SetBySeeding | ImageColumn
> & {
  id: number;
  images: Record<ImageColumn, Drawing>;
};

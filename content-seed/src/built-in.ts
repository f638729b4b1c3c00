import type { LocalizedText } from '@industrial/api/content';
import type { ContentTable } from '@industrial/api/schema';

/**
 * A drawing under `content-seed/images/`. `accent` repaints the drawing's orange accent
 * (`ACCENT`), so news items that share a drawing still get an image of their own.
 */
export interface Drawing {
  file: string;
  accent?: string;
  /** Rendered at this many times the drawing's own size (1 unless said). */
  scale?: number;
  /** What it shows, for those who cannot see it: stored as the image's alt text. */
  alt?: LocalizedText;
}

/** A gallery's photo: a drawing, always described. */
export type Photo = Drawing & { alt: LocalizedText };

/** The accent colour every drawing is painted with, replaced when a `Drawing` names another. */
export const ACCENT = '#F28C28';

type SetBySeeding = 'id' | 'status' | 'position' | 'createdAt' | 'updatedAt';

/** The alt text column of an image column, where the image is not decorative. */
type AltOf<Table extends ContentTable, Column> = `${Column & string}Alt` & keyof Table['$inferInsert'];

/**
 * One built-in item: its row as inserted, with a fixed id, and a drawing for each image column,
 * described (`alt`) wherever the column has an alt text. Status (published) and position (the id)
 * are set by seeding.
 */
export type BuiltIn<Table extends ContentTable, ImageColumn extends keyof Table['$inferInsert']> = Omit<
  Table['$inferInsert'],
  SetBySeeding | ImageColumn | AltOf<Table, ImageColumn> | 'gallery'
> & {
  id: number;
  /** Its gallery's photos, in order, each a drawing and what it shows. */
  gallery?: 'gallery' extends keyof Table['$inferInsert'] ? Photo[] : never;
  images: {
    [Column in ImageColumn]-?: [AltOf<Table, Column>] extends [never]
      ? Drawing
      : Drawing & { alt: LocalizedText };
  };
};

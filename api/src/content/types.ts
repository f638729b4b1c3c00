/**
 * The content model as it travels over HTTP, derived from the Drizzle schema so that the site
 * and the admin import one definition. `Stored*` is what the API answers without `?lang`
 * (what the admin edits); `Public*` is what it answers with `?lang=ru|en|kk`.
 */
import type { news, products, projects, services } from '../db/schema/index.ts';
import type { Characteristic } from './locale.ts';

export type StoredProduct = typeof products.$inferSelect;
export type StoredService = typeof services.$inferSelect;
export type StoredProject = typeof projects.$inferSelect;
export type StoredNews = typeof news.$inferSelect;

type Flat<
  T,
  Lists extends keyof T = never,
  Pairs extends keyof T = never,
  Texts extends keyof T = never,
> = Omit<T, Lists | Pairs | Texts> & { [K in Texts]: string } & { [K in Lists]: string[] } & {
  [K in Pairs]: Characteristic[];
};

export type PublicProduct = Flat<StoredProduct, 'info' | 'info2', 'characteristics', 'name' | 'description'>;
export type PublicService = Flat<StoredService, 'list', never, 'name' | 'description'>;
export type PublicProject = Flat<StoredProject, never, never, 'name' | 'description' | 'location'>;
export type PublicNews = Flat<StoredNews, never, never, 'name' | 'description' | 'mainContent'>;

export const RESOURCES = ['products', 'services', 'projects', 'news'] as const;
export type Resource = (typeof RESOURCES)[number];

export * from './embeds.ts';
export * from './fields.ts';
export * from './icons.ts';
export * from './kinds.ts';
export * from './limits.ts';
export * from './locale.ts';
export * from './pages.ts';
export type * from './preview.ts';
export * from './resources.ts';
export * from './rich-text.ts';
export * from './search.ts';
export * from './slugs.ts';
// Types only: the tracking itself runs on the server (node:crypto).
export type { TranslationState, TranslationStatus, Translations } from './translations.ts';

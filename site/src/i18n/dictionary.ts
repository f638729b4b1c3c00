import type { ru } from './ru.ts';

/** The dictionary schema: every language must have exactly the Russian dictionary's keys. */
export type Dictionary = Record<keyof typeof ru, string>;
export type MessageKey = keyof Dictionary;

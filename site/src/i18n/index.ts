import type { Dictionary, MessageKey } from './dictionary.ts';
import { en } from './en.ts';
import { kk } from './kk.ts';
import { LOCALES, type Locale } from './locales.ts';
import { ru } from './ru.ts';
import { typeset } from './typography.ts';

export type { MessageKey };

const dictionaries: Record<Locale, Dictionary> = { ru, en, kk };

/**
 * Types already reject a missing key; this repeats the check when the build loads the
 * dictionaries, so a key lost outside the type checker still fails the build, not the visitor.
 */
function assertComplete(): void {
  const reference = Object.keys(ru) as MessageKey[];
  for (const locale of LOCALES) {
    const dictionary: Partial<Dictionary> = dictionaries[locale];
    const missing = reference.filter((key) => !dictionary[key]?.trim());
    const extra = Object.keys(dictionary).filter((key) => !(key in ru));
    if (missing.length || extra.length) {
      throw new Error(
        `Dictionary "${locale}" does not match the Russian one. Missing: ${missing.join(', ') || 'none'}. Unknown: ${extra.join(', ') || 'none'}.`,
      );
    }
  }
}
assertComplete();

/**
 * The translator for one language; `{name}` placeholders are filled from `values`, and the message
 * comes out typeset for its language.
 */
export function translator(locale: Locale) {
  const dictionary = dictionaries[locale];
  return (key: MessageKey, values: Record<string, string | number> = {}): string =>
    typeset(
      dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)),
      locale,
    );
}

export type Translate = ReturnType<typeof translator>;

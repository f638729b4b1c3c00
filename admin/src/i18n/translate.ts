import { signInMessages } from './sign-in.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The sign-in screens' messages by their whole key (`admin.api.codes.link.invalid`). */
const signInTexts = new Map<string, string>();
(function collect(value: unknown, key: string) {
  if (typeof value === 'string') signInTexts.set(key, value);
  else
    for (const [name, inner] of Object.entries(value as object))
      collect(inner, key ? `${key}.${name}` : name);
})(signInMessages, '');

/** A sign-in message with its `%{name}` filled from `options`; `options._` (or the key) when there is none. */
function signInText(key: string, options: Record<string, unknown> = {}): string {
  const text = signInTexts.get(key);
  if (text === undefined) return typeof options._ === 'string' ? options._ : key;
  return text.replace(/%\{(\w+)\}/g, (found, name: string) =>
    name in options ? String(options[name]) : found,
  );
}

let current: Translate = signInText;

/**
 * The back office's translation, for the modules the sign-in screen shares with it (the API client,
 * its failures, the auth provider): the sign-in screens' own messages until the back office has
 * loaded all of its messages (`translateAll`), so that signing in does not download them.
 */
export const translate: Translate = (key, options) => current(key, options);

/** From now on, every message: called once the back office's messages are loaded. */
export function translateAll(everyMessage: Translate): void {
  current = everyMessage;
}

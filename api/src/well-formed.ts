/** Half of a surrogate pair with no other half: not a character of any text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where a value holds text the database cannot store or that no one could have typed: a NUL
 * character, or half of a surrogate pair (JSON can escape both). Answers the path of the first
 * such string (`name.ru`, `filter`), or undefined when every string is well formed.
 */
export function malformedTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || 'body' : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = malformedTextAt(key, path) ?? malformedTextAt(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether JSON text nests objects and arrays deeper than `max`: read once, without parsing, so that
 * a hostile body is refused before parsing it costs anything.
 */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

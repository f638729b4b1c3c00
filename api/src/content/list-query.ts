import { badRequest } from '../errors.ts';
import { malformedTextAt } from '../well-formed.ts';

/** A list request in the ra-data-simple-rest dialect, parsed and checked. */
export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Inclusive bounds, as `range=[0,24]` says them. */
  range?: { start: number; end: number };
  q?: string;
  ids?: number[];
  status?: 'draft' | 'published';
  /** Rows with a missing or outdated translation into this language, or into any. */
  needsTranslation?: 'en' | 'kk' | 'any';
  /** Rows whose image has no Russian description. */
  undescribed?: boolean;
}

const MAX_PAGE = 1000;

/** An `ilike` pattern that finds `q` anywhere, its wildcards taken literally and its spaces as one. */
export function containsPattern(q: string): string {
  return `%${q.replace(/\s+/g, ' ').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The `Content-Range` header of a page of `unit` (`products 0-24/31`) that starts at `start` and
 * shows `shown` of `total` rows; `*` for a page with none (past the end, or an empty list).
 */
export function contentRange(unit: string, start: number, shown: number, total: number): string {
  return `${unit} ${shown ? `${start}-${start + shown - 1}` : '*'}/${total}`;
}

/** Reads `sort`, `range`, `filter` and `q`; anything malformed is a 400 naming the parameter. */
export function parseListQuery(query: {
  sort?: string;
  range?: string;
  filter?: string;
  q?: string;
}): ListQuery {
  const parsed: ListQuery = {};
  if (query.sort !== undefined) {
    const sort = parseJson(query.sort, 'sort');
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw queryError('sort', 'sort must be a JSON array ["field", "ASC" or "DESC"]');
    }
    parsed.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (query.range !== undefined) {
    const range = parseJson(query.range, 'range');
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((bound) => Number.isSafeInteger(bound) && bound >= 0) ||
      range[1] < range[0]
    ) {
      throw queryError('range', 'range must be a JSON array [start, end] of whole numbers with start <= end');
    }
    if (range[1] - range[0] >= MAX_PAGE) throw queryError('range', `range may span at most ${MAX_PAGE} rows`);
    parsed.range = { start: range[0], end: range[1] };
  }
  if (query.filter !== undefined) Object.assign(parsed, parseFilter(parseJson(query.filter, 'filter')));
  if (query.q !== undefined && query.q.trim() !== '') parsed.q = query.q.trim();
  return parsed;
}

type Filter = Pick<ListQuery, 'q' | 'ids' | 'status' | 'needsTranslation' | 'undescribed'>;

function parseFilter(filter: unknown): Filter {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw queryError('filter', 'filter must be a JSON object such as {"q": "text"}');
  }
  const parsed: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200)
        throw queryError('filter', 'filter.q must be a string of up to 200 characters');
      if (value.trim() !== '') parsed.q = value.trim();
    } else if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every(isId)) {
        throw queryError('filter', 'filter.id must be an id or an array of ids (positive whole numbers)');
      }
      parsed.ids = ids.map(Number);
    } else if (key === 'status') {
      if (value !== 'draft' && value !== 'published')
        throw queryError('filter', 'filter.status must be "draft" or "published"');
      parsed.status = value;
    } else if (key === 'needsTranslation') {
      if (value !== 'en' && value !== 'kk' && value !== 'any')
        throw queryError('filter', 'filter.needsTranslation must be "en", "kk" or "any"');
      parsed.needsTranslation = value;
    } else if (key === 'undescribed') {
      if (typeof value !== 'boolean') throw queryError('filter', 'filter.undescribed must be true or false');
      if (value) parsed.undescribed = true;
    } else {
      throw queryError(
        'filter',
        `filter.${key} is not a known filter (use q, id, status, needsTranslation or undescribed)`,
      );
    }
  }
  return parsed;
}

function isId(value: unknown): boolean {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/** A list query parameter the API cannot read. */
function queryError(param: string, message: string) {
  return badRequest(message, 'query.invalid', { param });
}

function parseJson(text: string, name: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw queryError(name, `${name} is not valid JSON`);
  }
  // JSON escapes can spell what the query string itself could not carry.
  if (malformedTextAt(value))
    throw queryError(name, `${name} holds a NUL character or a broken surrogate pair`);
  return value;
}

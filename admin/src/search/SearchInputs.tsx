import {
  DESCRIBED_BY,
  describe,
  type Field,
  itemSection,
  type Locale,
  pageTitle,
  type Resource,
  resources,
  SEARCH_FIELDS,
  SLUG,
  type SlugField,
  SNIPPET,
  suggestSlug,
} from '@industrial/api/content';
import type { StaffSettings } from '@industrial/api/settings';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import { FieldInput } from '../common/FieldInput.tsx';
import { LanguageColumns, languageColumns } from '../common/LocalizedTextInput.tsx';
import { LOCALES, languageTag } from '../common/languages.ts';
import { optionalText } from '../common/validation.ts';
import { useLock } from '../roles.ts';
// A warning's colour, dark enough for small text on white (WCAG AA), as the translation marks' outdated one.
import { STATUS_COLOR } from '../translations/state.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type PerLocale = Partial<Record<Locale, string>>;

/** Whether a field is one of those the search block edits, which the form leaves to it. */
export const isSearchField = (name: string) => (SEARCH_FIELDS as readonly string[]).includes(name);

/** What the page's address is in a language, from the form's values there. */
type PagePath = (locale: Locale, values: { title?: PerLocale; slug?: PerLocale }) => string[];

/** An item's search block: its page is `/<section>/<address>`, its address made from its title if empty. */
export function SearchInputs() {
  const resource = useResourceContext() as Resource;
  const fields = resources[resource].fields as Record<string, Field>;
  const section = itemSection(resources[resource].pages) ?? '';
  const { from } = fields[SLUG] as SlugField;
  return (
    <SearchBlock
      fields={fields}
      titleFrom={from}
      describedBy={DESCRIBED_BY}
      path={(locale, { title, slug }) => [
        section,
        slug?.[locale]?.trim() ||
          suggestSlug(title?.[locale] ?? '') ||
          slug?.ru?.trim() ||
          suggestSlug(title?.ru ?? ''),
      ]}
    />
  );
}

interface SearchBlockProps {
  /** The form's fields: the search fields among them are edited here. */
  fields: Record<string, Field>;
  /** The text a title left empty falls back to. */
  titleFrom: string;
  /** The text a description left empty is made from. */
  describedBy: string;
  /** The page's path after the language's prefix. */
  path: PagePath;
  /** Whose page: an item's (its title and description stand in) or the site's own (its headline and lead). */
  of?: 'item' | 'page';
}

/**
 * «Поисковые системы и соцсети»: how the page appears in a search result in each language, as
 * staff type, and its own title, description, sharing image and (for an item) «не индексировать»,
 * each optional: left empty, the page uses its title, the start of its text and its image.
 */
export function SearchBlock({ fields, titleFrom, describedBy, path, of = 'item' }: SearchBlockProps) {
  const messages = of === 'item' ? 'admin.search' : 'admin.search.page';
  const translate = useTranslate();
  const { data: settings } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<StaffSettings>('/settings')).json,
  });
  const names = (settings?.name ?? {}) as PerLocale;
  // The site's name in each language, as the page's title ends with it.
  const siteName = (locale: Locale) => names[locale]?.trim() || names.ru?.trim() || '';
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, mb: 2, width: '100%' }}>
      {/* On a page's texts the form's own section heading says it: the legend is for screen readers only. */}
      <Typography
        component="legend"
        variant="subtitle1"
        sx={of === 'item' ? { p: 0, mb: 0.5 } : visuallyHidden}
      >
        {translate('admin.search.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${messages}.lead`)}
      </Typography>
      <Snippets siteName={siteName} titleFrom={titleFrom} describedBy={describedBy} path={path} />
      <LengthInput
        source="searchTitle"
        max={fields.searchTitle}
        limit={SNIPPET.title}
        measure={(text, locale) => pageTitle(text, siteName(locale)).length}
        counts="admin.search.title_count"
        empty={`${messages}.searchTitle_empty`}
      />
      <LengthInput
        source="searchDescription"
        max={fields.searchDescription}
        limit={SNIPPET.description}
        measure={(text) => text.length}
        counts="admin.search.count"
        empty={`${messages}.searchDescription_empty`}
        multiline
      />
      {(['shareImage', 'noIndex'] as const).map(
        (source) => fields[source] && <FieldInput key={source} source={source} field={fields[source]} />,
      )}
    </Stack>
  );
}

interface LengthInputProps {
  source: string;
  /** The field's declaration: its length limit. */
  max: Field | undefined;
  /** About how many characters a search result shows. */
  limit: number;
  /** How many characters the result would show of what is typed (a title ends with the site's name). */
  measure: (text: string, locale: Locale) => number;
  /** The count's message: `<key>` within the limit, `<key>_over` past it. */
  counts: string;
  /** What an empty input says. */
  empty: string;
  multiline?: boolean;
}

/**
 * An optional search text in each language, with how long the search result's line would be: the
 * count turns to a warning past the length search engines show.
 */
function LengthInput({
  source,
  max: declared,
  limit,
  measure,
  counts,
  empty,
  multiline = false,
}: LengthInputProps) {
  const translate = useTranslate();
  const locked = useLock();
  const values = useWatch({ name: source }) as PerLocale | undefined;
  const max = declared && 'max' in declared ? declared.max : limit;
  return (
    <LanguageColumns
      source={source}
      render={(locale, label) => {
        const text = values?.[locale]?.trim() ?? '';
        const length = text ? measure(text, locale) : 0;
        const over = length > limit;
        return (
          <TextInput
            source={`${source}.${locale}`}
            label={label}
            validate={optionalText(max)}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            readOnly={locked(locale)}
            helperText={
              <Box component="span" sx={over ? { color: STATUS_COLOR.outdated } : undefined}>
                {translate(length === 0 ? empty : over ? `${counts}_over` : counts, {
                  count: length,
                  limit,
                })}
              </Box>
            }
            fullWidth
          />
        );
      }}
    />
  );
}

/** The page as a search result shows it, per language, from what the form holds now. */
function Snippets({
  siteName,
  titleFrom,
  describedBy,
  path,
}: Omit<SearchBlockProps, 'fields'> & { siteName: (locale: Locale) => string }) {
  const translate = useTranslate();
  const [title, text, slug, searchTitle, searchDescription, noIndex] = useWatch({
    name: [titleFrom, describedBy, SLUG, 'searchTitle', 'searchDescription', 'noIndex'],
  }) as [PerLocale?, PerLocale?, PerLocale?, PerLocale?, PerLocale?, boolean?];
  const inLanguage = (values: PerLocale | undefined, locale: Locale) =>
    values?.[locale]?.trim() || values?.ru?.trim() || '';
  return (
    <Box sx={{ ...languageColumns, mb: 2 }} role="list" aria-label={translate('admin.search.preview')}>
      {LOCALES.map((locale) => {
        const address = [...(locale === 'ru' ? [] : [locale]), ...path(locale, { title, slug })].filter(
          Boolean,
        );
        const shownTitle = pageTitle(
          searchTitle?.[locale]?.trim() || inLanguage(title, locale),
          siteName(locale),
        );
        return (
          <Box
            key={locale}
            role="listitem"
            aria-label={translate('admin.search.preview_in', { language: languageTag(locale) })}
            data-testid={`snippet-${locale}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              minWidth: 0,
              mb: { xs: 1, md: 0 },
            }}
          >
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {[window.location.host, ...address].join(' › ')}
            </Typography>
            <Typography
              sx={{ color: '#1a0dab', fontSize: '1.125rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {cut(shownTitle, SNIPPET.title)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {cut(
                searchDescription?.[locale]?.trim() || describe(inLanguage(text, locale)),
                SNIPPET.description,
              )}
            </Typography>
            {noIndex && (
              <Typography variant="caption" sx={{ color: STATUS_COLOR.outdated }}>
                {translate('admin.search.hidden')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** A text as a search result shows it: past `length` characters, cut with an ellipsis. */
const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

import type { Translations } from '@industrial/api/content';
import { mayEditSettings } from '@industrial/api/roles';
import type { StaffSettings } from '@industrial/api/settings';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useBasename, useCreatePath, useGetList, usePermissions, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';
import { contentSections } from '../resources.ts';
import { TRANSLATED, type TranslatedLocale } from './state.ts';

/** How many items of a list wait for a translation into `locale`, as a link to them. */
function WaitingCount({ resource, locale }: { resource: string; locale: TranslatedLocale }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const filter = { needsTranslation: locale };
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  if (isPending || error) return <>—</>;
  const to = `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <MuiLink
      component={Link}
      to={to}
      aria-label={translate('admin.translations.waiting_link', {
        count: total ?? 0,
        section: translate(`resources.${resource}.title`),
        language: translate(`admin.translations.filter_${locale}`),
      })}
    >
      {total ?? 0}
    </MuiLink>
  );
}

/** A document's texts waiting for a translation into `locale`: missing or outdated. */
const waiting = (translations: Translations | undefined, locale: TranslatedLocale) => {
  const state = translations?.[locale];
  return state ? state.missing.length + state.outdated.length : 0;
};

/**
 * The texts of documents that exist once (the settings, the pages' texts) that wait for a
 * translation into each language, as links to where they are edited.
 */
function DocumentRow({
  title,
  to,
  label,
  count,
}: {
  title: string;
  to: string;
  /** The link's full name for a screen reader, with `%{count}` and `%{language}`. */
  label: string;
  count: ((locale: TranslatedLocale) => number) | undefined;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <TableRow>
      <TableCell>{translate(title)}</TableCell>
      {TRANSLATED.map((locale) => {
        const waitingHere = count?.(locale);
        return (
          <TableCell key={locale} align="right">
            {waitingHere === undefined ? (
              '—'
            ) : (
              <MuiLink
                component={Link}
                to={`${basename}${to}`}
                aria-label={translate(label, {
                  count: waitingHere,
                  language: translate(`admin.translations.filter_${locale}`),
                })}
              >
                {waitingHere}
              </MuiLink>
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

/** The settings' texts waiting for a translation. */
function SettingsRow() {
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<StaffSettings>('/settings')).json,
  });
  return (
    <DocumentRow
      title="admin.settings.title"
      to="/settings"
      label="admin.translations.waiting_settings"
      count={data && ((locale) => waiting(data.translations, locale))}
    />
  );
}

/** The pages' texts waiting for a translation, all pages together. */
function PagesRow() {
  const { data } = useQuery({
    queryKey: ['pages'],
    queryFn: async () => (await apiFetch<{ translations: Translations }[]>('/pages')).json,
  });
  return (
    <DocumentRow
      title="admin.pages.title"
      to="/pages"
      label="admin.translations.waiting_pages"
      count={data && ((locale) => data.reduce((sum, page) => sum + waiting(page.translations, locale), 0))}
    />
  );
}

/**
 * The dashboard's translation queue: per section, how many items wait for English and for Kazakh;
 * how many texts of the pages do; for those who may translate the site settings, how many of theirs.
 */
export function TranslationQueue() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  return (
    <SectionCard id="dashboard-translations" title="admin.translations.queue">
      {/* Three dashboard cards share a wide screen: compact cells keep the Kazakh column inside its card. */}
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.translations.section')}</TableCell>
            {TRANSLATED.map((locale) => (
              <TableCell key={locale} align="right">
                {translate(`admin.form.languages.${locale}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {contentSections.map(({ name }) => (
            <TableRow key={name}>
              <TableCell>{translate(`resources.${name}.title`)}</TableCell>
              {TRANSLATED.map((locale) => (
                <TableCell key={locale} align="right">
                  <WaitingCount resource={name} locale={locale} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          <PagesRow />
          {mayEditSettings(role) && <SettingsRow />}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

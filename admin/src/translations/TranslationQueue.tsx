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

/** The settings' texts that wait for a translation into each language, as links to the settings. */
function SettingsRow() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await apiFetch<StaffSettings>('/settings')).json,
  });
  return (
    <TableRow>
      <TableCell>{translate('admin.settings.title')}</TableCell>
      {TRANSLATED.map((locale) => {
        const state = data?.translations[locale];
        const count = state ? state.missing.length + state.outdated.length : undefined;
        return (
          <TableCell key={locale} align="right">
            {count === undefined ? (
              '—'
            ) : (
              <MuiLink
                component={Link}
                to={`${basename}/settings`}
                aria-label={translate('admin.translations.waiting_settings', {
                  count,
                  language: translate(`admin.translations.filter_${locale}`),
                })}
              >
                {count}
              </MuiLink>
            )}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

/**
 * The dashboard's translation queue: per section, how many items wait for English and for Kazakh;
 * for those who may translate the site settings, how many of their texts do.
 */
export function TranslationQueue() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  return (
    <SectionCard id="dashboard-translations" title="admin.translations.queue">
      <Table size="small">
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
          {mayEditSettings(role) && <SettingsRow />}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

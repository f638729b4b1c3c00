import { pages } from '@industrial/api/content';
import type { LaunchCheck } from '@industrial/api/schemas/launch-check';
import { List, ListItem, ListItemButton, ListItemText, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useBasename, useCreatePath, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { UNDESCRIBED_FILTER } from '../common/listFilters.ts';
import { SectionCard } from '../common/SectionCard.tsx';

/**
 * Перед запуском: every setting that still holds an invented starting value (the example e-mail,
 * phone, video…), each a link to Настройки сайта, the pages whose texts are still the built-in ones, the partners still under an invented name and the
 * records whose characteristics still give the example's standards, so that nobody ships the
 * placeholders by accident; then the images nobody has described yet, and the item pages that would
 * show badly in search results and shared links.
 */
export function BeforeLaunch() {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { data } = useQuery({
    queryKey: ['launch-check'],
    queryFn: async () => (await apiFetch<LaunchCheck>('/launch-check')).json,
  });
  if (!data) return null;
  const left = data.placeholders;
  const partners = data.placeholderPartners;
  const standards = data.placeholderStandards;
  const pageTexts = data.placeholderPages;
  const count =
    left.length +
    pageTexts.length +
    partners.length +
    standards.reduce((sum, { items }) => sum + items.length, 0);
  const undescribed = data.undescribedImages;
  const search = data.searchAppearance;
  return (
    <SectionCard id="dashboard-launch" title="admin.launch.title">
      {count === 0 && undescribed.length === 0 && search.length === 0 ? (
        <Typography color="text.secondary">{translate('admin.launch.done')}</Typography>
      ) : count === 0 ? null : (
        <>
          <Typography color="text.secondary">
            {translate('admin.launch.intro', { smart_count: count })}
          </Typography>
          <List dense aria-label={translate('admin.launch.list')}>
            {left.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton component={Link} to={`${basename}/settings`}>
                  <ListItemText
                    primary={translate(`resources.settings.fields.${name}`)}
                    secondary={translate(`admin.launch.notes.${name}`, { _: '' }) || undefined}
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {pageTexts.map(({ page, fields }) => (
              <ListItem key={page} disablePadding>
                <ListItemButton component={Link} to={`${basename}/pages/${page}`}>
                  <ListItemText
                    primary={translate('admin.launch.page_texts', { page: pages[page].title })}
                    secondary={translate('admin.launch.page_texts_note', { smart_count: fields.length })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {partners.length > 0 && (
              <ListItem disablePadding>
                <ListItemButton component={Link} to={createPath({ resource: 'partners', type: 'list' })}>
                  <ListItemText
                    primary={translate('admin.launch.partners', { smart_count: partners.length })}
                    secondary={partners.map((partner) => partner.name).join(', ')}
                  />
                </ListItemButton>
              </ListItem>
            )}
            {standards.map(({ resource, items }) => (
              <ListItem key={resource} disablePadding>
                <ListItemButton component={Link} to={createPath({ resource, type: 'list' })}>
                  <ListItemText
                    primary={translate('admin.launch.standards', {
                      resource: translate(`resources.${resource}.title`),
                    })}
                    secondary={translate('admin.launch.standards_note', {
                      names: items.map((item) => `«${item.name}»`).join(', '),
                    })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <MuiLink component={Link} to={`${basename}/settings`}>
            {translate('admin.launch.open')}
          </MuiLink>
        </>
      )}
      {undescribed.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mt: count > 0 ? 2 : 0 }}>
            {translate('admin.launch.undescribed_intro')}
          </Typography>
          <List dense aria-label={translate('admin.launch.undescribed_list')}>
            {undescribed.map(({ resource, items }) => (
              <ListItem key={resource} disablePadding>
                <ListItemButton
                  component={Link}
                  to={`${createPath({ resource, type: 'list' })}?${UNDESCRIBED_FILTER}`}
                >
                  <ListItemText
                    primary={translate('admin.launch.undescribed', {
                      resource: translate(`resources.${resource}.title`),
                      smart_count: items.length,
                    })}
                    secondary={items.map((item) => item.name).join(', ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
      {search.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mt: count + undescribed.length > 0 ? 2 : 0 }}>
            {translate('admin.launch.search_intro')}
          </Typography>
          <List dense aria-label={translate('admin.launch.search_list')}>
            {search.map(({ problem, resource, items }) => (
              <ListItem key={`${problem}-${resource}`} disablePadding>
                <ListItemButton component={Link} to={createPath({ resource, type: 'list' })}>
                  <ListItemText
                    primary={translate(`admin.launch.search.${problem}`, {
                      resource: translate(`resources.${resource}.title`),
                    })}
                    secondary={items.map((item) => `«${item.name}»`).join(', ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </SectionCard>
  );
}

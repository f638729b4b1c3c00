import { type PageName, pages } from '@industrial/api/content';
import { Card, Link as MuiLink, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, Title, useAuthenticated, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../apiClient.ts';
import { TableHeadings } from '../common/TableHeadings.tsx';
import { TranslationMarks } from '../translations/TranslationMarks.tsx';

interface PageEntry {
  page: PageName;
  title: string;
  path: string;
  version: number;
  updatedAt: string;
  translations: Record<string, unknown>;
}

/**
 * Страницы: the site's own pages whose words staff edit, in the site's order, each with its address
 * and its translations' state; each opens its texts' form.
 */
export default function PagesPage() {
  useAuthenticated();
  const translate = useTranslate();
  const basename = useBasename();
  const { data, error } = useQuery({
    queryKey: ['pages'],
    queryFn: async () => (await apiFetch<PageEntry[]>('/pages')).json,
  });
  return (
    <>
      <Title title={translate('admin.pages.title')} />
      <Typography variant="h5" component="h1" sx={{ py: 2 }}>
        {translate('admin.pages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.pages.intro')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('admin.pages.load_failed')}</Typography>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table aria-label={translate('admin.pages.title')}>
            <TableHeadings
              labels={['admin.pages.page', 'admin.pages.address', 'admin.translations.column']}
            />
            <TableBody>
              {(data ?? []).map((entry) => (
                <TableRow key={entry.page} hover>
                  <TableCell>
                    <MuiLink component={Link} to={`${basename}/pages/${entry.page}`}>
                      {pages[entry.page]?.title ?? entry.title}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    <code>{entry.path}</code>
                  </TableCell>
                  <TableCell>
                    <RecordContextProvider value={{ id: entry.page, translations: entry.translations }}>
                      <TranslationMarks />
                    </RecordContextProvider>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  );
}

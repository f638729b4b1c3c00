import {
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
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
        language: translate(`admin.form.languages.${locale}`),
      })}
    >
      {total ?? 0}
    </MuiLink>
  );
}

/** The dashboard's translation queue: per section, how many items wait for English and for Kazakh. */
export function TranslationQueue() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="dashboard-translations" sx={{ flex: '1 1 300px' }}>
      <CardContent>
        <Typography id="dashboard-translations" variant="h6" component="h2">
          {translate('admin.translations.queue')}
        </Typography>
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
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

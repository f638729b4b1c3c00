import { isPageName, pages } from '@industrial/api/content';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Title, useAuthenticated, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DocumentForm } from '../common/DocumentForm.tsx';
import { SearchBlock } from '../search/SearchInputs.tsx';

/**
 * One page's texts (Страницы → Главная): its sections from the top of the page down, then what it
 * says to search engines and sharing; saving republishes the site. Editors and administrators
 * change everything, translators the English and Kazakh.
 */
export default function PageTextsPage() {
  useAuthenticated();
  const translate = useTranslate();
  const basename = useBasename();
  const { page = '' } = useParams();
  if (!isPageName(page)) {
    return <Typography sx={{ py: 2 }}>{translate('admin.pages.not_found')}</Typography>;
  }
  const { title, path, texts } = pages[page];
  const heading = translate('admin.pages.edit', { page: title });
  return (
    <DocumentForm
      key={page}
      path={`/pages/${page}`}
      resource="pages"
      sections={texts.sections}
      sectionTitle={(section) => translate(`admin.pages.sections.${section}`)}
      saved="admin.pages.saved"
      previewable
      sectionInputs={(section, fields) =>
        section === 'search' ? (
          <SearchBlock
            fields={fields}
            titleFrom="heroTitle"
            describedBy="heroLead"
            path={() => [path.slice(1)]}
            of="page"
          />
        ) : undefined
      }
      heading={
        <Stack spacing={1}>
          <Title title={heading} />
          <MuiLink component={Link} to={`${basename}/pages`}>
            {translate('admin.pages.back')}
          </MuiLink>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <Typography color="text.secondary">{translate('admin.pages.address_is', { path })}</Typography>
        </Stack>
      }
    />
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useResourceContext, useTranslate } from 'react-admin';

interface PageHeaderProps {
  /** Translation key of the page title. */
  title: string;
  /** Translation key of the line under the title. */
  description?: string;
  /** Show the back button to the resource list (edit screens). */
  back?: boolean;
}

/** The page's heading, also set as the app bar title. */
export function PageHeader({ title, description, back = false }: PageHeaderProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Title title={translate(title)} />
      {back && (
        <Button
          component={Link}
          to={createPath({ resource, type: 'list' })}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {translate('admin.form.back')}
        </Button>
      )}
      <PageHeading title={title} description={description} />
    </Box>
  );
}

/** The page's h1, with the line under it; for pages that set the app bar title themselves. */
export function PageHeading({ title, description }: Pick<PageHeaderProps, 'title' | 'description'>) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
      {description && <Typography color="text.secondary">{translate(description)}</Typography>}
    </div>
  );
}

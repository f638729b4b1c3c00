import { mayEditSettings } from '@industrial/api/roles';
import { settings } from '@industrial/api/settings';
import { Box, Typography } from '@mui/material';
import { Title, useAuthenticated, usePermissions, useTranslate } from 'react-admin';
import { DocumentForm } from '../common/DocumentForm.tsx';
import { useCan } from '../roles.ts';
import { ServerSettingsCard } from './ServerSettingsCard.tsx';

/**
 * Настройки сайта: the company's details a visitor reads, a document saved whole (`DocumentForm`).
 * Administrators change everything; translators the English and Kazakh texts, beside the Russian.
 * Administrators also set the mail server and the site's address.
 */
export default function SettingsPage() {
  useAuthenticated();
  const translate = useTranslate();
  const { permissions: role, isPending: roleLoading } = usePermissions<string>();
  const administrator = useCan('admin');
  const title = <Title title={translate('admin.settings.title')} />;
  if (!roleLoading && !mayEditSettings(role)) {
    return (
      <Box sx={{ py: 2 }}>
        {title}
        <Typography>{translate('admin.settings.forbidden')}</Typography>
      </Box>
    );
  }
  return (
    <DocumentForm
      path="/settings"
      resource="settings"
      sections={settings.sections}
      sectionTitle={(section) => translate(`admin.settings.sections.${section}`)}
      saved="admin.settings.saved"
      heading={
        <>
          {title}
          <Typography variant="h5" component="h1">
            {translate('admin.settings.title')}
          </Typography>
        </>
      }
    >
      {administrator && <ServerSettingsCard />}
    </DocumentForm>
  );
}

import { Stack } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { PageHeading } from '../common/PageHeader.tsx';
import { useCan } from '../roles.ts';
import { TranslationQueue } from '../translations/TranslationQueue.tsx';
import { BeforeLaunch } from './BeforeLaunch.tsx';
import { ContentCounts, QuickActions } from './ContentCounts.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { RequestOrigins } from './RequestOrigins.tsx';
import { RequestsSummary } from './RequestsSummary.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import { Upcoming } from './Upcoming.tsx';

/**
 * The back office's home: welcome, counts, quick creation, system and publishing state;
 * for administrators, what is left to replace before launch; for editors, where requests come from. Each role reads what it can do: a
 * translator is pointed to the texts waiting for translation.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const editor = useCan('editor');
  const admin = useCan('admin');
  const { isPending } = usePermissions();
  const intro = editor ? 'admin.dashboard.intro' : 'admin.dashboard.intro_translator';
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('admin.title')} />
      <PageHeading title="admin.dashboard.welcome" description={isPending ? undefined : intro} />
      <ContentCounts />
      {editor && <QuickActions />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {admin && <BeforeLaunch />}
        {editor && <RequestsSummary />}
        {editor && <Upcoming />}
        <TranslationQueue />
        <SystemStatus />
        <PublishStatus />
        {editor && <RequestOrigins />}
      </Stack>
    </Stack>
  );
}

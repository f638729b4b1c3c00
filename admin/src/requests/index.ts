import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

export default {
  name: 'requests',
  recordRepresentation: (record: RaRecord) => `№${record.id}`,
  list: lazy(() => import('./RequestList.tsx')),
  show: lazy(() => import('./RequestShow.tsx')),
  icon: MailIcon,
  /** Customer requests are for editors and administrators. */
  access: 'editor' as const,
};

import WorkIcon from '@mui/icons-material/ContactPageOutlined';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

export default {
  name: 'applications',
  recordRepresentation: (record: RaRecord) => `№${record.id}`,
  list: lazy(() => import('./ApplicationList.tsx')),
  show: lazy(() => import('./ApplicationShow.tsx')),
  icon: WorkIcon,
  /** Job applications and CVs: administrators only (the API's `applications` permission). */
  access: 'applications' as const,
};

import HistoryIcon from '@mui/icons-material/ManageHistory';
import { lazy } from 'react';

/** Журнал действий: read only, for administrators. */
export default {
  name: 'audit',
  list: lazy(() => import('./AuditList.tsx')),
  icon: HistoryIcon,
  access: 'admin' as const,
};

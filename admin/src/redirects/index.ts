import RedirectIcon from '@mui/icons-material/AltRoute';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** Переадресации: staff's own permanent redirects, for editors and administrators. */
export default {
  name: 'redirects',
  recordRepresentation: (record: RaRecord) => String(record.fromPath),
  list: lazy(() => import('./RedirectList.tsx')),
  create: lazy(async () => ({ default: (await import('./RedirectForm.tsx')).RedirectCreate })),
  edit: lazy(async () => ({ default: (await import('./RedirectForm.tsx')).RedirectEdit })),
  icon: RedirectIcon,
  access: 'editor' as const,
};

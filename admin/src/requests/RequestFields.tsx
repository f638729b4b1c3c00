import { Chip } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';

export const REQUEST_STATUSES = ['new', 'in_progress', 'closed'] as const;
const STATUS_COLORS = { new: 'warning', in_progress: 'info', closed: 'default' } as const;

/** новая, в работе, закрыта (a request's; an application's in its own words): as a chip. */
export function RequestStatusField() {
  const translate = useTranslate();
  const resource = useResourceContext() === 'applications' ? 'applications' : 'requests';
  const record = useRecordContext<{ status: (typeof REQUEST_STATUSES)[number] }>();
  if (!record) return null;
  return (
    <Chip
      component="span"
      size="small"
      color={STATUS_COLORS[record.status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${record.status}`)}
    />
  );
}

const NOTIFICATION_COLORS = { off: 'default', pending: 'info', sent: 'success', failed: 'error' } as const;

/** The staff e-mail's state: ожидает, отправлено, ошибка, выключено. */
export function NotificationField() {
  const translate = useTranslate();
  const record = useRecordContext<{ notification: keyof typeof NOTIFICATION_COLORS }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={NOTIFICATION_COLORS[record.notification] ?? 'default'}
      label={translate(`resources.requests.notifications.${record.notification}`)}
    />
  );
}

/** Phone and e-mail on separate lines, as text: whatever the visitor typed is never markup. */
export function ContactField() {
  const record = useRecordContext<{ phone: string | null; email: string | null }>();
  if (!record) return null;
  return (
    <span style={{ whiteSpace: 'pre-line' }}>{[record.phone, record.email].filter(Boolean).join('\n')}</span>
  );
}

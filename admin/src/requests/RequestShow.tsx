import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader.tsx';
import { downloadPrivateFile } from './downloadAttachment.ts';
import { PrivacyConsent } from './PrivacyConsent.tsx';
import type { PolicyAgreement } from './policyAgreement.ts';
import { RequestAssignee } from './RequestAssignee.tsx';
import { NotificationField, type REQUEST_STATUSES } from './RequestFields.tsx';
import { RequestNotes } from './RequestNotes.tsx';
import { RequestOrigin, type RequestOriginFields } from './RequestOrigin.tsx';
import { StatusButtons } from './StatusButtons.tsx';

interface CustomerRequest extends PolicyAgreement, RequestOriginFields {
  id: number;
  status: (typeof REQUEST_STATUSES)[number];
  locale: string;
  assigneeId: number | null;
  assigneeEmail: string | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  notification: 'off' | 'pending' | 'sent' | 'failed';
  notificationAttempts: number;
  notificationError: string | null;
}

/**
 * One request: what the visitor sent (as text; the phone and e-mail as links to call or answer),
 * where it was asked from (the item, the visit's source), the version of the privacy policy they agreed to, its status and who answers it, the colleagues' notes, the notification and the attachment.
 */
export default function RequestShow() {
  return (
    <>
      <PageHeader title="resources.requests.show" back />
      <Show title={false} actions={false}>
        <RequestDetails />
      </Show>
    </>
  );
}

function RequestDetails() {
  const translate = useTranslate();
  const record = useRecordContext<CustomerRequest>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StatusButtons resource="requests" record={record} />
      <RequestAssignee record={record} />
      <SimpleShowLayout sx={{ p: 0 }}>
        <DateField source="createdAt" locales="ru-RU" showTime />
        <TextField source="name" />
        <TextField source="company" emptyText="—" />
        <FunctionField
          source="phone"
          render={(row: { phone: string | null }) =>
            row.phone ? <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link> : '—'
          }
        />
        <FunctionField
          source="email"
          render={(row: { email: string | null }) =>
            row.email ? <Link href={replyLink(row.email, record, translate)}>{row.email}</Link> : '—'
          }
        />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <FunctionField
          source="locale"
          render={(row: { locale: string }) => translate(`resources.requests.locales.${row.locale}`)}
        />
        <DateField source="consentedAt" locales="ru-RU" showTime />
      </SimpleShowLayout>
      <RequestOrigin record={record} />
      <PrivacyConsent record={record} />
      <Attachment record={record} />
      <RequestNotes requestId={record.id} />
      <Notification record={record} />
      <Box>
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect="list"
          confirmContent={translate('resources.requests.delete_confirm')}
          label="resources.requests.delete"
        />
      </Box>
    </Stack>
  );
}

/** A reply to the visitor, its subject naming the request in the language of the page they wrote from. */
function replyLink(
  email: string,
  record: CustomerRequest,
  translate: ReturnType<typeof useTranslate>,
): string {
  const language = ['ru', 'en', 'kk'].includes(record.locale) ? record.locale : 'ru';
  const subject = translate(`resources.requests.reply_subject.${language}`, { id: record.id });
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

function Attachment({ record }: { record: CustomerRequest }) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record.attachmentName) {
    return <Typography color="text.secondary">{translate('resources.requests.no_attachment')}</Typography>;
  }
  const size = Math.max(1, Math.ceil((record.attachmentSize ?? 0) / 1024));
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        sx={{ textTransform: 'none' }}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadPrivateFile(`/requests/${record.id}/attachment`, record.attachmentName as string);
          } catch (failure) {
            setError(translate('resources.requests.download_failed', { error: (failure as Error).message }));
          } finally {
            setBusy(false);
          }
        }}
      >
        {translate('resources.requests.download', { name: record.attachmentName, size })}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

function Notification({ record }: { record: CustomerRequest }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span">{translate('resources.requests.fields.notification')}:</Typography>
          <NotificationField />
        </Stack>
        {record.notification !== 'off' && record.notificationAttempts > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.requests.attempts', { count: record.notificationAttempts })}
          </Typography>
        )}
        {record.notification === 'off' && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.requests.notifications_off_hint')}
          </Typography>
        )}
        {record.notificationError && (
          <Alert severity={record.notification === 'failed' ? 'error' : 'warning'} sx={{ mt: 1 }}>
            {translate('resources.requests.last_error', { error: record.notificationError })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

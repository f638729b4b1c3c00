import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, Stack, TextField as TextInput, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { PageHeader } from '../common/PageHeader.tsx';
import { downloadPrivateFile } from '../requests/downloadAttachment.ts';
import { PrivacyConsent } from '../requests/PrivacyConsent.tsx';
import type { PolicyAgreement } from '../requests/policyAgreement.ts';
import { RequestAssignee } from '../requests/RequestAssignee.tsx';
import type { REQUEST_STATUSES } from '../requests/RequestFields.tsx';
import { StatusButtons } from '../requests/StatusButtons.tsx';

/** The longest notes the API takes. */
const NOTES_MAX_LENGTH = 10_000;

interface JobApplication extends PolicyAgreement {
  id: number;
  status: (typeof REQUEST_STATUSES)[number];
  vacancyTitle: string;
  locale: string;
  assigneeId: number | null;
  assigneeEmail: string | null;
  cvName: string;
  cvSize: number;
  notes: string;
  deleteAfter: string;
}

/**
 * One application: the vacancy as the candidate read it, what they sent (as text), the CV to
 * download (each opening goes to the action log), the policy agreed to, its status, who handles it
 * and the notes, and when it is deleted for good.
 */
export default function ApplicationShow() {
  return (
    <>
      <PageHeader title="resources.applications.show" back />
      <Show title={false} actions={false}>
        <ApplicationDetails />
      </Show>
    </>
  );
}

function ApplicationDetails() {
  const translate = useTranslate();
  const record = useRecordContext<JobApplication>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StatusButtons resource="applications" record={record} />
      <RequestAssignee resource="applications" record={record} />
      <SimpleShowLayout sx={{ p: 0 }}>
        <TextField source="vacancyTitle" />
        <DateField source="createdAt" locales="ru-RU" showTime />
        <TextField source="name" />
        <FunctionField
          source="phone"
          render={(row: { phone: string | null }) =>
            row.phone ? <Link href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</Link> : '—'
          }
        />
        <FunctionField
          source="email"
          render={(row: { email: string | null }) =>
            row.email ? (
              <Link href={`mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}`}>{row.email}</Link>
            ) : (
              '—'
            )
          }
        />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <FunctionField
          source="locale"
          render={(row: { locale: string }) => translate(`resources.requests.locales.${row.locale}`)}
        />
        <DateField source="consentedAt" locales="ru-RU" showTime />
        <DateField source="deleteAfter" locales="ru-RU" />
      </SimpleShowLayout>
      <PrivacyConsent record={record} />
      <Cv record={record} />
      <Notes record={record} />
      <Box>
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect="list"
          confirmContent={translate('resources.applications.delete_confirm')}
          label="resources.applications.delete"
        />
      </Box>
    </Stack>
  );
}

/** The CV as a download: the API writes each opening to the action log. */
function Cv({ record }: { record: JobApplication }) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const size = Math.max(1, Math.ceil(record.cvSize / 1024));
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadPrivateFile(`/applications/${record.id}/cv`, record.cvName);
          } catch (failure) {
            setError(translate('resources.requests.download_failed', { error: (failure as Error).message }));
          } finally {
            setBusy(false);
          }
        }}
      >
        {translate('resources.applications.download', { name: record.cvName, size })}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.applications.download_logged')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** Staff's notes on the application: one text, saved with a button; the candidate never sees it. */
function Notes({ record }: { record: JobApplication }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState(record.notes);
  const [update, { isPending }] = useUpdate();
  const save = () =>
    update(
      'applications',
      { id: record.id, data: { notes: text }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.applications.notes_saved', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 720 }}>
      <TextInput
        label={translate('resources.applications.fields.notes')}
        helperText={translate('resources.applications.notes_hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
      />
      <Button variant="outlined" disabled={isPending || text === record.notes} onClick={save}>
        {translate('resources.applications.save_notes')}
      </Button>
    </Stack>
  );
}

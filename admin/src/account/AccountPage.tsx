import type { Session } from '@industrial/api/schemas/users';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { SectionCard } from '../common/SectionCard.tsx';
import { TableHeadings } from '../common/TableHeadings.tsx';
import { describeDevice } from './device.ts';
import { TwoFactorCard } from './TwoFactorCard.tsx';

const dateTime = (iso: string) => new Date(iso).toLocaleString('ru-RU');

/** Моя учётная запись: one's own password, the second factor, and the places one is signed in. */
export default function AccountPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ py: 2, minWidth: 0, maxWidth: '100vw' }}>
      <Title title={translate('admin.account.title')} />
      <Typography variant="h5" component="h1">
        {translate('admin.account.title')}
      </Typography>
      <PasswordChange />
      <TwoFactorCard />
      <Sessions />
    </Stack>
  );
}

function PasswordChange() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setFailure(null);
    if (form.get('password') !== form.get('repeat')) {
      setFailure(translate('admin.account.mismatch'));
      return;
    }
    setSaving(true);
    try {
      await apiFetch('/auth/password', {
        method: 'POST',
        body: JSON.stringify({ currentPassword: form.get('current'), password: form.get('password') }),
      });
      formElement.reset();
      notify('admin.account.changed', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['sessions'] });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="password-title" sx={{ maxWidth: 480 }}>
      <CardContent>
        <Typography id="password-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('admin.account.password')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            name="current"
            type="password"
            label={translate('admin.account.current')}
            autoComplete="current-password"
            required
          />
          <TextField
            name="password"
            type="password"
            label={translate('admin.account.new')}
            autoComplete="new-password"
            helperText={translate('admin.account.rules')}
            required
          />
          <TextField
            name="repeat"
            type="password"
            label={translate('admin.account.repeat')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {translate('admin.account.change')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Sessions() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, refetch } = useQuery({
    queryKey: ['sessions'],
    queryFn: async () => (await apiFetch<Session[]>('/auth/sessions')).json,
  });
  const end = async (session: Session) => {
    try {
      await apiFetch(`/auth/sessions/${session.id}`, { method: 'DELETE' });
      notify('admin.account.ended', { type: 'success' });
    } catch (error) {
      notify('admin.users.failed', { type: 'error', messageArgs: { error: String(error) } });
    }
    await refetch();
  };
  return (
    <SectionCard id="sessions-title" title="admin.account.sessions" sx={{ overflowX: 'auto' }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.account.sessions_intro')}
      </Typography>
      <Table aria-labelledby="sessions-title" sx={{ minWidth: 640 }}>
        <TableHeadings
          labels={[
            'admin.account.device',
            'admin.account.signed_in',
            'admin.account.last_used',
            'admin.list.actions',
          ]}
        />
        <TableBody>
          {(data ?? []).map((session) => (
            <TableRow key={session.id}>
              <TableCell sx={{ maxWidth: 360, wordBreak: 'break-word' }}>
                {session.userAgent
                  ? describeDevice(session.userAgent)
                  : translate('admin.account.unknown_device')}
                {session.current && ` (${translate('admin.account.this_session')})`}
              </TableCell>
              <TableCell>{dateTime(session.signedInAt)}</TableCell>
              <TableCell>{dateTime(session.lastUsedAt)}</TableCell>
              <TableCell>
                {!session.current && (
                  <Button size="small" color="error" onClick={() => void end(session)}>
                    {translate('admin.account.end')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

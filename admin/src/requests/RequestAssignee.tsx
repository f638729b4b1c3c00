import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';

interface Assignee {
  id: number;
  email: string;
  /** Requests name it; applications, which only administrators handle, do not. */
  role?: 'admin' | 'editor' | null;
}

interface AssignedRequest {
  id: number;
  assigneeId: number | null;
  assigneeEmail: string | null;
}

/**
 * Ответственный: the colleague who answers the request (an active editor or administrator), or
 * handles the application (an active administrator), or nobody.
 */
export function RequestAssignee({
  record,
  resource = 'requests',
}: {
  record: AssignedRequest;
  resource?: 'requests' | 'applications';
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const { data: colleagues = [] } = useQuery({
    queryKey: [resource, 'assignees'],
    queryFn: async () => (await apiFetch<Assignee[]>(`/${resource}/assignees`)).json,
  });
  // Someone assigned before their account was disabled still shows, until the request goes to another.
  const choices =
    record.assigneeId && !colleagues.some((colleague) => colleague.id === record.assigneeId)
      ? [
          ...colleagues,
          { id: record.assigneeId, email: record.assigneeEmail ?? `№${record.assigneeId}`, role: null },
        ]
      : colleagues;
  const assign = (value: string) => {
    const assigneeId = value === '' ? null : Number(value);
    update(
      resource,
      { id: record.id, data: { assigneeId }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(assigneeId ? 'resources.requests.assigned' : 'resources.requests.unassigned', {
            type: 'success',
          }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <TextField
      select
      size="small"
      label={translate('resources.requests.fields.assigneeId')}
      value={record.assigneeId === null ? '' : String(record.assigneeId)}
      onChange={(event) => assign(event.target.value)}
      disabled={isPending}
      sx={{ alignSelf: 'flex-start', width: { xs: '100%', sm: 420 } }}
    >
      <MenuItem value="">{translate('resources.requests.nobody')}</MenuItem>
      {choices.map((colleague) => (
        <MenuItem key={colleague.id} value={String(colleague.id)}>
          {colleague.role
            ? `${colleague.email} (${translate(`admin.roles.${colleague.role}`)})`
            : colleague.email}
        </MenuItem>
      ))}
    </TextField>
  );
}

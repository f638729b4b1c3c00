import { Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { REQUEST_STATUSES, RequestStatusField } from './RequestFields.tsx';

/** Each inbox's messages (not a content resource's). */
const messages = { requests: 'resources.requests', applications: 'resources.applications' } as const;

/**
 * The status and a button to each other one (new, in progress, closed), for a request or an
 * application (`resource`): the two inboxes move their items alike.
 */
export function StatusButtons({
  resource,
  record,
}: {
  resource: 'requests' | 'applications';
  record: { id: number; status: (typeof REQUEST_STATUSES)[number] };
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="span">{translate(`${messages[resource]}.fields.status`)}:</Typography>
      <RequestStatusField />
      {REQUEST_STATUSES.filter((status) => status !== record.status).map((status) => (
        <Button
          key={status}
          size="small"
          variant="outlined"
          disabled={isPending}
          onClick={() =>
            update(
              resource,
              { id: record.id, data: { status }, previousData: record },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => notify(`${messages[resource]}.status_changed`, { type: 'success' }),
                onError: (error) => notify((error as Error).message, { type: 'error' }),
              },
            )
          }
        >
          {translate(`${messages[resource]}.move_to.${status}`)}
        </Button>
      ))}
    </Stack>
  );
}

import { isResource } from '@industrial/api/content';
import { Button, SnackbarContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DeleteWithConfirmButton,
  type RaRecord,
  useCloseNotification,
  useGetRecordRepresentation,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { answeredAt, useLiveNotice } from '../publishing/useSavedNotice.ts';

/** How long the toast after a delete stays, its «Вернуть» with it. */
const UNDO_MS = 10_000;

/**
 * Delete after the confirmation per type: "Удалить услугу «…»?" over the spec's question, both
 * from `resources.<name>.message` in the messages. A failure closes the dialog and shows the
 * spec's alert text, which the data provider's delete words. A content item goes to the trash, and
 * the toast that says so («Услуга перемещена в корзину») brings it back with «Вернуть».
 */
export function DeleteRowButton() {
  const resource = useResourceContext() as string;
  const notify = useNotify();
  const trashed = isResource(resource);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={
        trashed
          ? {
              onSuccess: (deleted: RaRecord) =>
                notify(<UndoDelete resource={resource} record={deleted} />, { autoHideDuration: UNDO_MS }),
            }
          : undefined
      }
    />
  );
}

/** The toast after a content item went to the trash, with «Вернуть», which takes it out again. */
function UndoDelete({ resource, record }: { resource: string; record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const close = useCloseNotification();
  const followUp = useLiveNotice();
  const queryClient = useQueryClient();
  const name = useGetRecordRepresentation(resource)(record);
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      const response = await apiFetch(`/trash/${resource}/${record.id}/restore`, { method: 'POST' });
      close();
      notify('admin.trash.undone', { type: 'success' });
      // A published item is back on the site with the next publication.
      if (record.status === 'published') followUp(answeredAt(response));
      await queryClient.invalidateQueries();
    } catch (failure) {
      close();
      notify('admin.trash.failed', {
        type: 'error',
        messageArgs: { error: failure instanceof Error ? failure.message : String(failure) },
      });
    }
  };
  return (
    <SnackbarContent
      message={`${translate(`resources.${resource}.notifications.deleted`)}: «${typeof name === 'string' ? name : record.id}»`}
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void undo()}>
          {translate('admin.trash.undo')}
        </Button>
      }
    />
  );
}

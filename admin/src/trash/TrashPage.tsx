import { Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { LoadedCard } from '../common/Loading.tsx';
import { PageHeading } from '../common/PageHeader.tsx';
import { TableHeadings } from '../common/TableHeadings.tsx';
import { answeredAt, useLiveNotice } from '../publishing/useSavedNotice.ts';

/** A deleted record, as GET /api/trash lists them. */
interface TrashedItem {
  resource: string;
  id: number;
  name: { ru?: string } | string | null;
  status: 'draft' | 'published';
  deletedAt: string;
  deletedBy: string | null;
  purgeAt: string;
}

const nameOf = (item: TrashedItem) =>
  typeof item.name === 'string' ? item.name : (item.name?.ru ?? `#${item.id}`);
const dateTime = (iso: string) => new Date(iso).toLocaleString('ru-RU');

/**
 * Корзина: what staff deleted, from every section. Восстановить puts a record back as it was (with
 * its images, which are never removed); Удалить навсегда asks first. Records go for good by
 * themselves after the retention period the API reports per record.
 */
export default function TrashPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const followUp = useLiveNotice();
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<TrashedItem | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['trash'],
    queryFn: async () => (await apiFetch<TrashedItem[]>('/trash')).json,
  });

  const act = async (item: TrashedItem, how: 'restore' | 'destroy') => {
    setBusy(true);
    try {
      const response = await apiFetch(
        how === 'restore'
          ? `/trash/${item.resource}/${item.id}/restore`
          : `/trash/${item.resource}/${item.id}`,
        { method: how === 'restore' ? 'POST' : 'DELETE' },
      );
      notify(`admin.trash.${how === 'restore' ? 'restored' : 'destroyed'}`, {
        type: 'success',
        messageArgs: { name: nameOf(item) },
      });
      // A published item goes back on the site (one deleted for good was not on it any more).
      if (how === 'restore' && item.status === 'published') followUp(answeredAt(response));
      // The lists and the dashboard's counts change with it.
      await queryClient.invalidateQueries();
    } catch (failure) {
      notify('admin.trash.failed', {
        type: 'error',
        messageArgs: { error: failure instanceof Error ? failure.message : String(failure) },
      });
      await query.refetch();
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0, maxWidth: '100vw' }}>
      <Title title={translate('admin.trash.title')} />
      <PageHeading title="admin.trash.title" description="admin.trash.intro" />
      <LoadedCard query={query} failed="admin.trash.load_failed">
        {(items) =>
          items.length === 0 ? (
            <Typography sx={{ p: 2 }}>{translate('admin.trash.empty')}</Typography>
          ) : (
            <Table aria-label={translate('admin.trash.title')} sx={{ minWidth: 640 }}>
              <TableHeadings
                labels={[
                  'admin.trash.section',
                  'admin.trash.name',
                  'admin.trash.deleted_at',
                  'admin.trash.deleted_by',
                  'admin.trash.purge_at',
                  'admin.list.actions',
                ]}
              />
              <TableBody>
                {items.map((item) => (
                  <TableRow key={`${item.resource}/${item.id}`}>
                    <TableCell>{translate(`resources.${item.resource}.title`)}</TableCell>
                    <TableCell>
                      {nameOf(item)}
                      {item.status === 'draft' && ` (${translate('admin.status.draft')})`}
                    </TableCell>
                    <TableCell>{dateTime(item.deletedAt)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.deletedBy ?? '—'}</TableCell>
                    <TableCell>{dateTime(item.purgeAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => void act(item, 'restore')}
                        aria-label={translate('admin.trash.restore_named', { name: nameOf(item) })}
                      >
                        {translate('admin.trash.restore')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() => setDoomed(item)}
                        aria-label={translate('admin.trash.destroy_named', { name: nameOf(item) })}
                      >
                        {translate('admin.trash.destroy')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </LoadedCard>
      <Confirm
        isOpen={doomed !== null}
        loading={busy}
        title="admin.trash.destroy_title"
        content="admin.trash.destroy_confirm"
        translateOptions={{ name: doomed ? nameOf(doomed) : '' }}
        confirm="admin.trash.destroy"
        onConfirm={() => doomed && void act(doomed, 'destroy')}
        onClose={() => setDoomed(null)}
      />
    </Stack>
  );
}

import type { AuditEntry } from '@industrial/api/schemas/audit';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadRows } from '../common/csv.ts';
import { entrySubject } from './entryText.ts';

/** The API's largest page; the export reads the filtered log page by page up to this many pages. */
const PAGE = 1000;
const MAX_PAGES = 100;

/**
 * Экспорт в CSV: every entry the current filters select (not only the page shown), newest first,
 * worded as the list words them.
 */
export function ExportLogButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportLog = async () => {
    setBusy(true);
    try {
      const entries: AuditEntry[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, total: all = 0 } = await dataProvider.getList<AuditEntry & { id: number }>('audit', {
          pagination: { page, perPage: PAGE },
          sort: { field: 'at', order: 'DESC' },
          filter: filterValues,
        });
        entries.push(...data);
        if (data.length < PAGE || entries.length >= all) break;
      }
      downloadRows(
        ['at', 'actorEmail', 'action', 'item', 'address'].map((field) =>
          translate(`resources.audit.fields.${field}`),
        ),
        entries.map((entry) => [
          new Date(entry.at).toLocaleString('ru-RU'),
          entry.actorEmail,
          translate(`resources.audit.actions.${entry.action}`),
          entrySubject(entry, translate),
          entry.address,
        ]),
        'zhurnal-dejstvij',
      );
    } catch (error) {
      notify('resources.audit.export_failed', {
        type: 'error',
        messageArgs: { error: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="resources.audit.export" onClick={() => void exportLog()} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
}

import type { StoredFileValue } from '@industrial/api/content';
import { Alert, Box, Button, FormHelperText, FormLabel, Link, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { asClause } from '../apiErrors.ts';
import { useLock } from '../roles.ts';

/** Uploads a document (PDF, Word, Excel); the server judges it and answers how to name it in the record. */
async function uploadDocument(file: File): Promise<StoredFileValue> {
  const form = new FormData();
  form.append('file', file);
  const { json } = await apiFetch<StoredFileValue>('/upload/document', { method: 'POST', body: form });
  return json;
}

/** A size as Russian writes it: «820 КБ», «1,2 МБ». */
export function fileSize(bytes: number, translate: (key: string, options?: object) => string): string {
  const kilobytes = bytes / 1024;
  return kilobytes < 1000
    ? translate('admin.document.kilobytes', {
        size: Math.max(1, Math.round(kilobytes)).toLocaleString('ru-RU'),
      })
    : translate('admin.document.megabytes', {
        size: (Math.round((kilobytes / 1024) * 10) / 10).toLocaleString('ru-RU'),
      });
}

/**
 * A document's file: the one stored now, with its download, and a button that uploads another. The
 * chosen file is uploaded at once, so what is wrong with it (not a real PDF, scripts inside, too big)
 * is said beside it in Russian before the save; the save then makes it the document's new version.
 */
export function FileInput({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext() as string;
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const locked = useLock()();
  const labelId = useId();
  const problemId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = field.value as StoredFileValue | null;
  const saved = record?.[source] as StoredFileValue | null | undefined;
  const label = translate(`resources.${resource}.fields.${source}`);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setUploading(file.name);
    try {
      field.onChange(await uploadDocument(file));
    } catch (error) {
      const reason = error instanceof Error ? asClause(error.message) : String(error);
      setProblem(translate('admin.document.refused', { name: file.name, reason }));
    } finally {
      setUploading(null);
    }
  };
  const shownProblem = problem ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);
  return (
    <Stack spacing={1} sx={{ my: 2, width: '100%' }} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <FormHelperText sx={{ mt: 0 }}>
        {translate(`resources.${resource}.hints.${source}`, { _: '' })}
      </FormHelperText>
      <Box data-testid="document-file" sx={{ color: value ? 'text.primary' : 'text.secondary' }}>
        {value
          ? translate('admin.document.current', { name: value.name, size: fileSize(value.size, translate) })
          : translate('admin.document.none')}
      </Box>
      {record?.id !== undefined && saved && (
        <Link href={`/api/${resource}/${record.id}/file`} download sx={{ alignSelf: 'flex-start' }}>
          {translate('admin.document.download')}
        </Link>
      )}
      {saved && value && value.url !== saved.url && (
        <Alert severity="info" sx={{ alignSelf: 'flex-start' }}>
          {translate('admin.document.replaced')}
        </Alert>
      )}
      {uploading && (
        <Box role="status" sx={{ color: 'text.secondary' }}>
          {translate('admin.document.uploading', { name: uploading })}
        </Box>
      )}
      {shownProblem && (
        <Alert id={problemId} severity="error" role="alert" sx={{ alignSelf: 'flex-start' }}>
          {shownProblem}
        </Alert>
      )}
      {!locked && (
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          {translate(value ? 'admin.document.replace' : 'admin.document.choose')}
          <input
            type="file"
            accept=".pdf,.doc,.docx,.xls,.xlsx,application/pdf"
            hidden
            aria-label={`${translate('admin.document.choose')}: ${label}`}
            aria-describedby={shownProblem ? problemId : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      )}
    </Stack>
  );
}

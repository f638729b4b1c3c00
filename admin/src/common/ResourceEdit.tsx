import type { Resource } from '@industrial/api/content';
import type { ReactNode } from 'react';
import {
  Edit,
  type RaRecord,
  useEditContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useSavedNotice } from '../publishing/useSavedNotice.ts';
import { FormError, reasonOf, SaveFailures, useSaveError } from './FormError.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PageHeader } from './PageHeader.tsx';
import { RecordPreviewButtons } from './PreviewButtons.tsx';
import { prepareForSave } from './prepareForSave.ts';
import { StaleEditAlert } from './StaleEditAlert.tsx';

/**
 * The edit screen of any resource: waits for the server before leaving, so a failure stays visible
 * and nothing typed is lost; the preview of the saved record, and its history, come with it. A
 * save says whether visitors see the record, and later when the site carries the change.
 */
export function ResourceEdit({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const save = useSaveError(prepareForSave(resource as Resource));
  const redirect = useRedirect();
  const saved = useSavedNotice();
  const onSuccess = (record: RaRecord, variables: { previousData?: RaRecord }) => {
    saved(record, variables.previousData);
    redirect('list', resource);
  };
  return (
    <>
      <PageHeader title={`resources.${resource}.edit`} back />
      <Edit
        title={false}
        actions={false}
        redirect="list"
        mutationMode="pessimistic"
        queryOptions={{ onError: () => undefined }}
        error={<LoadError />}
        transform={save.transform}
        mutationOptions={{ ...save.mutationOptions, onSuccess }}
        // The card may shrink below its content's width, so that the history's table scrolls in its
        // own box on a phone instead of widening the page.
        sx={{ '& .RaEdit-card': { minWidth: 0 } }}
      >
        <RecordPreviewButtons />
        <FormError message={save.error} reveal={save.failures} />
        {save.stale && <StaleEditAlert stale={save.stale} reveal={save.failures} />}
        <SaveFailures.Provider value={save.failures}>{children}</SaveFailures.Provider>
        <HistoryPanel />
      </Edit>
    </>
  );
}

/** The server's reason, else 'Ошибка при загрузке продукта' (and likewise per type). */
function LoadError() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { error } = useEditContext();
  return <FormError message={reasonOf(error, translate(`resources.${resource}.load_failed`))} />;
}

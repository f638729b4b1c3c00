import type { Resource } from '@industrial/api/content';
import type { ReactNode } from 'react';
import { Create, type RaRecord, useRedirect, useResourceContext } from 'react-admin';
import { useSavedNotice } from '../publishing/useSavedNotice.ts';
import { FormError, SaveFailures, useSaveError } from './FormError.tsx';
import { PageHeader } from './PageHeader.tsx';
import { prepareForSave } from './prepareForSave.ts';

/**
 * The create screen of any resource: heading, save errors above the form, back to the list on
 * success, saying whether visitors see the new record and later when the site carries it.
 */
export function ResourceCreate({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const save = useSaveError(prepareForSave(resource as Resource));
  const redirect = useRedirect();
  const saved = useSavedNotice();
  const onSuccess = (record: RaRecord) => {
    saved(record);
    redirect('list', resource);
  };
  return (
    <>
      <PageHeader title={`resources.${resource}.create`} back />
      <Create
        title={false}
        redirect="list"
        transform={save.transform}
        mutationOptions={{ ...save.mutationOptions, onSuccess }}
      >
        <FormError message={save.error} reveal={save.failures} />
        <SaveFailures.Provider value={save.failures}>{children}</SaveFailures.Provider>
      </Create>
    </>
  );
}

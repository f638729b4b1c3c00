import type { ReactNode } from 'react';
import { Create, type RaRecord, useResourceContext } from 'react-admin';
import { FormError, useSaveError } from './FormError.tsx';
import { PageHeader } from './PageHeader.tsx';

interface ResourceCreateProps {
  transform: (record: Partial<RaRecord>) => Record<string, unknown>;
  children: ReactNode;
}

/** The create screen of any resource: heading, save errors above the form, back to the list on success. */
export function ResourceCreate({ transform, children }: ResourceCreateProps) {
  const resource = useResourceContext();
  const save = useSaveError(transform);
  return (
    <>
      <PageHeader title={`resources.${resource}.create`} back />
      <Create title={false} redirect="list" transform={save.transform} mutationOptions={save.mutationOptions}>
        <FormError message={save.error} />
        {children}
      </Create>
    </>
  );
}

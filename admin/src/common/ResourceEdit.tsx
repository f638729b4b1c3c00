import type { ReactNode } from 'react';
import { Edit, type RaRecord, useEditContext, useResourceContext, useTranslate } from 'react-admin';
import { FormError, reasonOf, useSaveError } from './FormError.tsx';
import { PageHeader } from './PageHeader.tsx';

interface ResourceEditProps {
  transform: (record: Partial<RaRecord>) => Record<string, unknown>;
  children: ReactNode;
}

/** The edit screen of any resource: waits for the server before leaving, so a failure stays visible. */
export function ResourceEdit({ transform, children }: ResourceEditProps) {
  const resource = useResourceContext();
  const save = useSaveError(transform);
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
        mutationOptions={save.mutationOptions}
      >
        <FormError message={save.error} />
        {children}
      </Edit>
    </>
  );
}

/** Spec 8: the server's reason, else 'Ошибка при загрузке продукта' (and likewise per type). */
function LoadError() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { error } = useEditContext();
  return <FormError message={reasonOf(error, translate(`resources.${resource}.load_failed`))} />;
}

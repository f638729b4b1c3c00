import { DeleteWithConfirmButton, useNotify, useResourceContext, useTranslate } from 'react-admin';

/** Delete after the spec's confirmation per type; a failure is reported with the spec's alert text. */
export function DeleteRowButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmContent={translate(`resources.${resource}.delete_confirm`)}
      mutationOptions={{
        onError: (error: unknown) =>
          notify(
            error instanceof Error && error.message
              ? translate('admin.delete.failed', { error: error.message })
              : translate(`resources.${resource}.delete_failed`),
            { type: 'error' },
          ),
      }}
    />
  );
}

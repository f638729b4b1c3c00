import { DeleteWithConfirmButton, useResourceContext, useTranslate } from 'react-admin';

/**
 * Delete after the spec's confirmation per type. A failure closes the dialog and shows the spec's
 * alert text, which the data provider's delete words.
 */
export function DeleteRowButton() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmContent={translate(`resources.${resource}.delete_confirm`)}
    />
  );
}

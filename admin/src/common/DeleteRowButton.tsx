import { DeleteWithConfirmButton } from 'react-admin';

/**
 * Delete after the confirmation per type: "Удалить услугу «…»?" over the spec's question, both
 * from `resources.<name>.message` in the messages. A failure closes the dialog and shows the
 * spec's alert text, which the data provider's delete words.
 */
export function DeleteRowButton() {
  return <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />;
}

import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { PositionInput } from '../common/PositionInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { ResourceForm } from '../common/ResourceForm.tsx';
import { StatusInput } from '../common/StatusInput.tsx';

export const prepareService = prepareForSave({
  texts: ['name', 'description'],
  lists: ['list'],
  images: ['icon', 'img'],
  counts: ['position'],
  plain: ['status'],
});

/** The one form of a service, for both creating and editing. */
export function ServiceForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <LocalizedListInput source="list" />
      <ImagePicker source="icon" />
      <ImagePicker source="img" />
      <StatusInput />
      <PositionInput />
    </ResourceForm>
  );
}

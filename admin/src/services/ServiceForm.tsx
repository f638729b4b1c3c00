import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { ResourceForm } from '../common/ResourceForm.tsx';

export const prepareService = prepareForSave({
  texts: ['name', 'description'],
  lists: ['list'],
  images: ['icon', 'img'],
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
    </ResourceForm>
  );
}

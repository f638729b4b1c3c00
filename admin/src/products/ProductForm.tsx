import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { ResourceForm } from '../common/ResourceForm.tsx';

export const prepareProduct = prepareForSave({
  texts: ['name', 'description'],
  lists: ['info', 'info2'],
  pairs: ['characteristics'],
  images: ['image'],
});

/** The one form of a product, for both creating and editing (textarea heights from spec 9). */
export function ProductForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <ImagePicker source="image" />
      <LocalizedListInput source="info" />
      <LocalizedListInput source="info2" />
      <LocalizedListInput source="characteristics" pairs />
    </ResourceForm>
  );
}

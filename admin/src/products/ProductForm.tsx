import { NumberInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { StatusInput } from '../common/StatusInput.tsx';

export const prepareProduct = prepareForSave({
  texts: ['name', 'description'],
  lists: ['info', 'info2'],
  pairs: ['characteristics'],
  images: ['image'],
  plain: ['status', 'position'],
});

/** The one form of a product, for both creating and editing (textarea heights from spec 9). */
export function ProductForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <ImagePicker source="image" />
      <LocalizedListInput source="info" />
      <LocalizedListInput source="info2" />
      <LocalizedListInput source="characteristics" pairs />
      <StatusInput />
      <NumberInput source="position" min={0} step={1} defaultValue={0} />
    </SimpleForm>
  );
}

import { NumberInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { StatusInput } from '../common/StatusInput.tsx';

export const prepareService = prepareForSave({
  texts: ['name', 'description'],
  lists: ['list'],
  images: ['icon', 'img'],
  plain: ['status', 'position'],
});

/** The one form of a service, for both creating and editing. */
export function ServiceForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <LocalizedListInput source="list" />
      <ImagePicker source="icon" />
      <ImagePicker source="img" />
      <StatusInput />
      <NumberInput source="position" min={0} step={1} defaultValue={0} />
    </SimpleForm>
  );
}

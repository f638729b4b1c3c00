import { DateInput, minValue, NumberInput, number, required, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { StatusInput } from '../common/StatusInput.tsx';

export const prepareProject = prepareForSave({
  texts: ['name', 'description', 'location'],
  images: ['img'],
  counts: ['specialistsCount'],
  plain: ['date', 'status', 'position'],
});

/** The one form of a project, for both creating and editing. */
export function ProjectForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <LocalizedTextInput source="location" />
      <NumberInput
        source="specialistsCount"
        min={0}
        step={1}
        defaultValue={0}
        validate={[required(), number(), minValue(0)]}
      />
      <DateInput source="date" />
      <ImagePicker source="img" />
      <StatusInput />
      <NumberInput source="position" min={0} step={1} defaultValue={0} />
    </SimpleForm>
  );
}

import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';

/** The one form of a service, for both creating and editing. */
export default function ServiceForm({ mode }: FormProps) {
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

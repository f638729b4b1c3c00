import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';

/** The one form of a product, for both creating and editing (textarea heights from spec 9). */
export default function ProductForm({ mode }: FormProps) {
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

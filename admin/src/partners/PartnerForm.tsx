import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LinkInput } from '../common/LinkInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';

/** The one form of a partner, for both creating and editing. */
export default function PartnerForm({ mode }: FormProps) {
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <ImagePicker source="logo" />
      <LinkInput source="link" />
    </ResourceForm>
  );
}

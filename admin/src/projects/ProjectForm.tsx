import { DateInput, NumberInput } from 'react-admin';
import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';
import { wholeNumber } from '../common/validation.ts';
import { useLock } from '../roles.ts';

/** The one form of a project, for both creating and editing. */
export default function ProjectForm({ mode }: FormProps) {
  const locked = useLock();
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={4} />
      <LocalizedTextInput source="location" />
      <NumberInput
        source="specialistsCount"
        min={0}
        step={1}
        defaultValue={0}
        validate={wholeNumber(0)}
        readOnly={locked()}
      />
      <DateInput source="date" readOnly={locked()} />
      <ImagePicker source="img" />
    </ResourceForm>
  );
}

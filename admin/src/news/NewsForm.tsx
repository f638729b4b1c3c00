import { DateInput, required } from 'react-admin';
import type { FormProps } from '../common/contentResource.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { ResourceForm } from '../common/ResourceForm.tsx';
import { useLock } from '../roles.ts';
import { NewsBodyInput } from './NewsBodyInput.tsx';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The one form of a news item, for both creating and editing. */
export default function NewsForm({ mode }: FormProps) {
  const locked = useLock();
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={3} />
      <NewsBodyInput />
      <DateInput source="date" defaultValue={today()} validate={required()} readOnly={locked()} />
      <ImagePicker source="img" />
    </ResourceForm>
  );
}

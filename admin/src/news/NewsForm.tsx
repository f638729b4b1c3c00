import { DateInput, required } from 'react-admin';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { ResourceForm } from '../common/ResourceForm.tsx';
import { NewsBodyInput } from './NewsBodyInput.tsx';

export const prepareNews = prepareForSave({
  texts: ['name', 'description', 'mainContent'],
  images: ['img'],
  plain: ['date'],
});

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The one form of a news item, for both creating and editing. */
export function NewsForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <ResourceForm mode={mode}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={3} />
      <NewsBodyInput />
      <DateInput source="date" defaultValue={today()} validate={required()} />
      <ImagePicker source="img" />
    </ResourceForm>
  );
}

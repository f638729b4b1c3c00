import { DateInput, NumberInput, required, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { prepareForSave } from '../common/prepareForSave.ts';
import { StatusInput } from '../common/StatusInput.tsx';
import { NewsBodyInput } from './NewsBodyInput.tsx';

export const prepareNews = prepareForSave({
  texts: ['name', 'description', 'mainContent'],
  images: ['img'],
  plain: ['date', 'status', 'position'],
});

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The one form of a news item, for both creating and editing. */
export function NewsForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SimpleForm toolbar={<FormToolbar mode={mode} />}>
      <LocalizedTextInput source="name" />
      <LocalizedTextInput source="description" multiline rows={3} />
      <NewsBodyInput />
      <DateInput source="date" defaultValue={today()} validate={required()} />
      <ImagePicker source="img" />
      <StatusInput />
      <NumberInput source="position" min={0} step={1} defaultValue={0} />
    </SimpleForm>
  );
}

import { RadioButtonGroupInput } from 'react-admin';

const choices = [
  { id: 'draft', name: 'admin.status.draft' },
  { id: 'published', name: 'admin.status.published' },
];

/** Only published records reach the public site; like the API, a new record is published unless held back as a draft. */
export function StatusInput() {
  return <RadioButtonGroupInput source="status" choices={choices} defaultValue="published" />;
}

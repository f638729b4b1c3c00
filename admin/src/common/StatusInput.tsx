import { RadioButtonGroupInput } from 'react-admin';
import { useLock } from '../roles.ts';

const choices = [
  { id: 'draft', name: 'admin.status.draft' },
  { id: 'published', name: 'admin.status.published' },
];

/** Only published records reach the public site; like the API, a new record is published unless held back as a draft. */
export function StatusInput() {
  const locked = useLock();
  return (
    <RadioButtonGroupInput source="status" choices={choices} defaultValue="published" readOnly={locked()} />
  );
}

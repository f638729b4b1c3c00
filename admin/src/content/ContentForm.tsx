import { type Field, type Resource, resources } from '@industrial/api/content';
import { useResourceContext } from 'react-admin';
import { FieldInput } from '../common/FieldInput.tsx';
import { type FormProps, ResourceForm } from '../common/ResourceForm.tsx';

/** The one form of a content resource, for creating and editing: an input per declared field, in order. */
export default function ContentForm({ mode }: FormProps) {
  const resource = useResourceContext() as Resource;
  return (
    <ResourceForm mode={mode}>
      {Object.entries(resources[resource].fields as Record<string, Field>).map(([source, field]) => (
        <FieldInput key={source} source={source} field={field} />
      ))}
    </ResourceForm>
  );
}

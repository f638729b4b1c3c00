import { type Field, type Resource, resources } from '@industrial/api/content';
import { useResourceContext } from 'react-admin';
import { FieldInput } from '../common/FieldInput.tsx';
import { type FormProps, ResourceForm } from '../common/ResourceForm.tsx';
import { isSearchField, SearchInputs } from '../search/SearchInputs.tsx';

/**
 * The one form of a content resource, for creating and editing: an input per declared field, in
 * order, and, for an item with a page of its own, how that page appears in search results.
 */
export default function ContentForm({ mode }: FormProps) {
  const resource = useResourceContext() as Resource;
  const fields = Object.entries(resources[resource].fields as Record<string, Field>);
  return (
    <ResourceForm mode={mode}>
      {fields
        .filter(([source]) => !isSearchField(source))
        .map(([source, field]) => (
          <FieldInput key={source} source={source} field={field} />
        ))}
      {fields.some(([source]) => isSearchField(source)) && <SearchInputs />}
    </ResourceForm>
  );
}

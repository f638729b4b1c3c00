import { fieldsOf, type Resource, resources } from '@industrial/api/content';
import type { SvgIconComponent } from '@mui/icons-material';
import { type ComponentType, lazy } from 'react';
import type { RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';
import { ResourceCreate } from './ResourceCreate.tsx';
import { ResourceEdit } from './ResourceEdit.tsx';

export interface FormProps {
  mode: 'create' | 'edit';
}

interface ContentResourceOptions {
  name: Resource;
  icon: SvgIconComponent;
  /** The list screen's columns and the one form of create and edit, each loaded when first opened. */
  list: () => Promise<{ default: ComponentType }>;
  form: () => Promise<{ default: ComponentType<FormProps> }>;
}

/**
 * A record is named by the Russian of its first text (a name, a certificate's title) in titles,
 * references and the delete dialog.
 */
const russianName = (resource: Resource) => {
  const title = fieldsOf(resources[resource].fields, 'text')[0] ?? 'name';
  return (record: RaRecord) => (record[title] as { ru?: string } | undefined)?.ru ?? '';
};

/**
 * Everything `<Resource>` needs for a content type: its screens (create and edit share the form),
 * its icon, how a record is named, and the spec's `/admin/<name>/new` address for the create form.
 */
export function contentResource({ name, icon, list, form }: ContentResourceOptions) {
  const Form = lazy(form);
  const create = () => (
    <ResourceCreate>
      <Form mode="create" />
    </ResourceCreate>
  );
  const edit = () => (
    <ResourceEdit>
      <Form mode="edit" />
    </ResourceEdit>
  );
  const Create = create;
  return {
    name,
    icon,
    list: lazy(list),
    create,
    edit,
    recordRepresentation: russianName(name),
    children: <Route path="new" element={<Create />} />,
  };
}

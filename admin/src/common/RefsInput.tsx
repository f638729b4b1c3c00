import { fieldsOf, type RefsField, resources } from '@industrial/api/content';
import {
  CheckboxGroupInput,
  type RaRecord,
  ReferenceArrayInput,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useLock } from '../roles.ts';

/** Each item of the other resource, drafts too, by its Russian name. */
const nameOf = (to: RefsField['to']) => {
  const title = fieldsOf(resources[to].fields, 'text')[0] ?? 'id';
  return (item: RaRecord) => (item[title] as { ru?: string } | undefined)?.ru ?? `#${item.id}`;
};

/** The items of another resource a record belongs to, as checkboxes (a document's workshops). */
export function RefsInput({ source, field }: { source: string; field: RefsField }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const locked = useLock();
  const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
  return (
    <ReferenceArrayInput
      source={source}
      reference={field.to}
      perPage={100}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <CheckboxGroupInput
        optionText={nameOf(field.to)}
        label={`resources.${resource}.fields.${source}`}
        helperText={hint || false}
        readOnly={locked()}
      />
    </ReferenceArrayInput>
  );
}

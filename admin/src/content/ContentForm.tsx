import { type Field, type FieldKind, LIMITS, type Resource, resources } from '@industrial/api/content';
import type { ReactElement } from 'react';
import { BooleanInput, DateInput, NumberInput, required, useResourceContext } from 'react-admin';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LinkInput } from '../common/LinkInput.tsx';
import { LocalizedListInput } from '../common/LocalizedListInput.tsx';
import { LocalizedTextInput } from '../common/LocalizedTextInput.tsx';
import { type FormProps, ResourceForm } from '../common/ResourceForm.tsx';
import { RichTextInput } from '../common/RichTextInput.tsx';
import { wholeNumber } from '../common/validation.ts';
import { useLock } from '../roles.ts';

type InputOf = {
  [K in FieldKind]: (props: { source: string; field: Extract<Field, { kind: K }> }) => ReactElement | null;
};

const today = () => new Date().toISOString().slice(0, 10);

/** How a form edits a field of each kind. */
const INPUTS: InputOf = {
  // An image's description is edited with its image.
  text: ({ source, field }) =>
    field.describes ? null : (
      <LocalizedTextInput source={source} multiline={!!field.rows} rows={field.rows} />
    ),
  richText: ({ source }) => <RichTextInput source={source} />,
  list: ({ source }) => <LocalizedListInput source={source} />,
  pairs: ({ source }) => <LocalizedListInput source={source} pairs />,
  image: ({ source }) => <ImagePicker source={source} />,
  link: ({ source }) => <LinkInput source={source} />,
  date: function DateFieldInput({ source, field }) {
    const locked = useLock();
    return field.optional ? (
      <DateInput source={source} readOnly={locked()} />
    ) : (
      <DateInput source={source} defaultValue={today()} validate={required()} readOnly={locked()} />
    );
  },
  count: function CountInput({ source }) {
    const locked = useLock();
    return (
      <NumberInput
        source={source}
        min={0}
        step={1}
        defaultValue={0}
        validate={wholeNumber(0, LIMITS.count)}
        readOnly={locked()}
      />
    );
  },
  flag: function FlagInput({ source }) {
    const locked = useLock();
    const resource = useResourceContext();
    return (
      <BooleanInput
        source={source}
        defaultValue={false}
        helperText={`resources.${resource}.hints.${source}`}
        readOnly={locked()}
      />
    );
  },
};

/** The one form of a content resource, for creating and editing: an input per declared field, in order. */
export default function ContentForm({ mode }: FormProps) {
  const resource = useResourceContext() as Resource;
  return (
    <ResourceForm mode={mode}>
      {Object.entries(resources[resource].fields as Record<string, Field>).map(([source, field]) => {
        const Input = INPUTS[field.kind] as InputOf[FieldKind] as (props: {
          source: string;
          field: Field;
        }) => ReactElement | null;
        return <Input key={source} source={source} field={field} />;
      })}
    </ResourceForm>
  );
}

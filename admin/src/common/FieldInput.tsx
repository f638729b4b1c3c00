import { type Field, type FieldKind, LIMITS } from '@industrial/api/content';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  required,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useLock } from '../roles.ts';
import { BlocksInput } from './BlocksInput.tsx';
import { choiceName } from './choiceName.ts';
import { FileInput } from './FileInput.tsx';
import { IconPicker } from './IconPicker.tsx';
import { ImagePicker, LocalizedImagePicker } from './ImagePicker.tsx';
import { LineInput } from './LineInput.tsx';
import { LocalizedListInput } from './LocalizedListInput.tsx';
import { LocalizedTextInput } from './LocalizedTextInput.tsx';
import { MapHint } from './MapHint.tsx';
import { RangeInput } from './RangeInput.tsx';
import { RefsInput } from './RefsInput.tsx';
import { RichTextInput } from './RichTextInput.tsx';
import { SlugInput } from './SlugInput.tsx';
import { StringListInput } from './StringListInput.tsx';
import { kindRule, wholeNumber } from './validation.ts';

type InputOf = {
  [K in FieldKind]: (props: { source: string; field: Extract<Field, { kind: K }> }) => ReactElement | null;
};

const today = () => new Date().toISOString().slice(0, 10);

/** How a form edits a field of each kind: content's forms and the settings' alike. */
const INPUTS: InputOf = {
  // An image's description is edited with its image.
  text: ({ source, field }) =>
    field.describes ? null : (
      <LocalizedTextInput source={source} multiline={!!field.rows} rows={field.rows} />
    ),
  richText: ({ source }) => <RichTextInput source={source} />,
  slug: ({ source, field }) => <SlugInput source={source} field={field} />,
  list: ({ source, field }) => <LocalizedListInput source={source} item={field.item} />,
  pairs: ({ source }) => <LocalizedListInput source={source} />,
  rows: ({ source, field }) => <BlocksInput source={source} field={field} />,
  image: ({ source }) => <ImagePicker source={source} />,
  localizedImage: ({ source }) => <LocalizedImagePicker source={source} />,
  link: ({ source, field }) => <LineInput source={source} field={field} max={LIMITS.link} type="url" />,
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
    const translate = useTranslate();
    const resource = useResourceContext();
    // A count with a hint shows it (the applications' retention in the settings); others show none.
    const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
    return (
      <NumberInput
        source={source}
        helperText={hint || false}
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
  choice: function ChoiceInput({ source, field }) {
    const locked = useLock();
    const resource = useResourceContext() as string;
    const translate = useTranslate();
    return (
      <RadioButtonGroupInput
        source={source}
        choices={field.options.map((option) => ({
          id: option,
          name: choiceName(translate, resource, source, field, option),
        }))}
        translateChoice={false}
        defaultValue={field.options[0]}
        helperText={`resources.${resource}.hints.${source}`}
        readOnly={locked()}
      />
    );
  },
  range: ({ source, field }) => <RangeInput source={source} field={field} />,
  plain: ({ source, field }) => <LineInput source={source} field={field} max={field.max} />,
  email: ({ source, field }) => <LineInput source={source} field={field} max={LIMITS.title} type="email" />,
  emails: function EmailsInput({ source, field }) {
    const translate = useTranslate();
    const resource = useResourceContext();
    const locked = useLock();
    return (
      <StringListInput
        source={source}
        label={translate(`resources.${resource}.fields.${source}`)}
        item={field.item}
        type="email"
        maxLength={LIMITS.title}
        max={LIMITS.addresses}
        validate={kindRule(field)}
        hint={`resources.${resource}.hints.${source}`}
        readOnly={locked()}
      />
    );
  },
  // A map says, as staff paste, what the site will show.
  embed: ({ source, field }) => (
    <>
      <LineInput source={source} field={field} max={LIMITS.link} />
      {field.of === 'map' && <MapHint source={source} />}
    </>
  ),
  icon: ({ source, field }) => <IconPicker source={source} field={field} />,
  file: ({ source }) => <FileInput source={source} />,
  refs: ({ source, field }) => <RefsInput source={source} field={field} />,
};

/** A declared field's input, as its kind asks. */
export function FieldInput({ source, field }: { source: string; field: Field }) {
  const Input = INPUTS[field.kind] as (props: { source: string; field: Field }) => ReactElement | null;
  return <Input source={source} field={field} />;
}

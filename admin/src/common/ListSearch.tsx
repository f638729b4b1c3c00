import {
  SearchInput,
  type SearchInputProps,
  SelectInput,
  type SelectInputProps,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/** A list's search box (every language of the searched fields), named by the resource's `search` text for eyes and screen readers. */
export function ListSearch(props: SearchInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const label = translate(`resources.${resource}.search`);
  return <SearchInput {...props} placeholder={label} slotProps={{ htmlInput: { 'aria-label': label } }} />;
}

/**
 * A list filter choosing one of `values`, each named by the resource's `<names>.<value>` text. The
 * list's filter form passes its own props (size, helper text) through to the select.
 */
export function ListChoiceFilter({
  values,
  names,
  ...props
}: Omit<SelectInputProps, 'choices'> & { source: string; values: readonly string[]; names: string }) {
  const resource = useResourceContext();
  return (
    <SelectInput
      {...props}
      label={`resources.${resource}.fields.${props.source}`}
      choices={values.map((id) => ({ id, name: `resources.${resource}.${names}.${id}` }))}
    />
  );
}

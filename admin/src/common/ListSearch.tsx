import { SearchInput, type SearchInputProps, useResourceContext, useTranslate } from 'react-admin';

/** A list's search box (spec 5), named by the resource's `search` text for eyes and screen readers. */
export function ListSearch(props: SearchInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const label = translate(`resources.${resource}.search`);
  return <SearchInput {...props} placeholder={label} slotProps={{ htmlInput: { 'aria-label': label } }} />;
}

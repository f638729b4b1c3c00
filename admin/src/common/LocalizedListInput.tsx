import { useLock } from '../roles.ts';
import { CharacteristicsInput } from './CharacteristicsInput.tsx';
import { LanguageColumns } from './LocalizedTextInput.tsx';
import { StringListInput } from './StringListInput.tsx';

/** A translatable list (strings, or a product's characteristics), one column per language. */
export function LocalizedListInput({ source, pairs = false }: { source: string; pairs?: boolean }) {
  const Rows = pairs ? CharacteristicsInput : StringListInput;
  const locked = useLock();
  return (
    <LanguageColumns
      source={source}
      render={(locale, label) => (
        <Rows source={`${source}.${locale}`} label={label} readOnly={locked(locale)} />
      )}
    />
  );
}

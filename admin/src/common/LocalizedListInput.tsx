import type { ItemNoun } from '@industrial/api/content';
import { useLock } from '../roles.ts';
import { CharacteristicsInput } from './CharacteristicsInput.tsx';
import { LanguageColumns } from './LocalizedTextInput.tsx';
import { StringListInput } from './StringListInput.tsx';

/**
 * A translatable list, one column per language: strings, each row named by the field's noun
 * (`item`), or a product's characteristics (without it).
 */
export function LocalizedListInput({ source, item }: { source: string; item?: ItemNoun }) {
  const locked = useLock();
  return (
    <LanguageColumns
      source={source}
      render={(locale, label) =>
        item ? (
          <StringListInput
            source={`${source}.${locale}`}
            label={label}
            item={item}
            readOnly={locked(locale)}
          />
        ) : (
          <CharacteristicsInput source={`${source}.${locale}`} label={label} readOnly={locked(locale)} />
        )
      }
    />
  );
}

import type { ItemNoun } from '@industrial/api/content';
import { useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { CharacteristicsInput } from './CharacteristicsInput.tsx';
import { LanguageColumns, WithHint } from './LocalizedTextInput.tsx';
import { StringListInput } from './StringListInput.tsx';

/**
 * A translatable list, one column per language: strings, each row named by the field's noun
 * (`item`), or a product's characteristics (without it); the resource's hint under it if it has one.
 * English and Kazakh have a row per Russian row, numbered as it is: only the Russian adds and removes.
 */
export function LocalizedListInput({ source, item }: { source: string; item?: ItemNoun }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const locked = useLock();
  const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
  const russian = useWatch({ name: `${source}.ru` }) as unknown[] | undefined;
  const follows = (locale: string) => (locale === 'ru' ? undefined : (russian?.length ?? 0));
  const columns = (
    <LanguageColumns
      source={source}
      render={(locale, label) =>
        item ? (
          <StringListInput
            source={`${source}.${locale}`}
            label={label}
            item={item}
            readOnly={locked(locale)}
            follows={follows(locale)}
          />
        ) : (
          <CharacteristicsInput
            source={`${source}.${locale}`}
            label={label}
            readOnly={locked(locale)}
            follows={follows(locale)}
          />
        )
      }
    />
  );
  return <WithHint hint={hint}>{columns}</WithHint>;
}

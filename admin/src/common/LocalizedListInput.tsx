import { Box } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';
import { CharacteristicsInput } from './CharacteristicsInput.tsx';
import { languageColumns } from './LocalizedTextInput.tsx';
import { LOCALES, languageTag } from './languages.ts';
import { StringListInput } from './StringListInput.tsx';

/** A translatable list (strings, or a product's characteristics), one column per language. */
export function LocalizedListInput({ source, pairs = false }: { source: string; pairs?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = translate(`resources.${resource}.fields.${source}`);
  const Rows = pairs ? CharacteristicsInput : StringListInput;
  const locked = useLock();
  return (
    <Box sx={languageColumns}>
      {LOCALES.map((locale) => (
        <div key={locale}>
          <Rows
            source={`${source}.${locale}`}
            label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
            readOnly={locked(locale)}
          />
          {locale !== 'ru' && (
            <TranslationHint
              field={source}
              locale={locale}
              label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
            />
          )}
        </div>
      ))}
    </Box>
  );
}

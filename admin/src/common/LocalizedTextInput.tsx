import { Box } from '@mui/material';
import { required, TextInput, useResourceContext, useTranslate } from 'react-admin';
import { LOCALES, languageTag } from './languages.ts';

interface LocalizedTextInputProps {
  source: string;
  multiline?: boolean;
  rows?: number;
}

/** One translatable text, edited side by side in ru, en and kk; Russian is required. */
export function LocalizedTextInput({ source, multiline = false, rows }: LocalizedTextInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = translate(`resources.${resource}.fields.${source}`);
  return (
    <Box sx={languageColumns}>
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
          validate={locale === 'ru' ? required() : undefined}
          multiline={multiline}
          minRows={rows}
          fullWidth
        />
      ))}
    </Box>
  );
}

/** Three equal columns on wide screens, one under another on phones. */
export const languageColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

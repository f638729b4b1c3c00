import { LIMITS } from '@industrial/api/content';
import { Box } from '@mui/material';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { LOCALES, languageTag } from './languages.ts';
import { optionalText, requiredText } from './validation.ts';

interface LocalizedTextInputProps {
  source: string;
  multiline?: boolean;
  rows?: number;
}

/**
 * One translatable text, edited side by side in ru, en and kk; Russian is required. A one-line text
 * is a name or a place (LIMITS.title), a multiline one a description (LIMITS.text).
 */
export function LocalizedTextInput({ source, multiline = false, rows }: LocalizedTextInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = translate(`resources.${resource}.fields.${source}`);
  const limit = multiline ? LIMITS.text : LIMITS.title;
  return (
    <Box sx={languageColumns}>
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
          validate={locale === 'ru' ? requiredText(limit) : optionalText(limit)}
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

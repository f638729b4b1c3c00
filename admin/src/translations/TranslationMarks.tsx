import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { languageTag } from '../common/languages.ts';
import { STATUS_COLOR, statusIn, TRANSLATED, untranslatedFields } from './state.ts';

/**
 * A list row's translations: RU, EN, KK (the tags every label uses) with their state in words as well as colour (complete,
 * missing, outdated), so the marks read without telling colours apart; a language that lacks something
 * says how many fields (T1: one search title left is not a page without English).
 */
export function TranslationMarks() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip component="span" size="small" variant="outlined" label={languageTag('ru')} />
      {TRANSLATED.map((locale) => {
        const status = statusIn(record, locale);
        return (
          <Chip
            component="span"
            key={locale}
            size="small"
            variant="outlined"
            sx={{
              color: STATUS_COLOR[status],
              borderColor: STATUS_COLOR[status],
              fontWeight: status === 'complete' ? 400 : 700,
              // «EN: 3 поля без перевода» wraps inside the list's narrow column instead of widening it
              // and pushing «Обновлено» under the actions at 1280 px.
              height: 'auto',
              borderRadius: 3,
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
            label={
              status === 'complete'
                ? `${languageTag(locale)} ${translate('admin.translations.complete')}`
                : `${languageTag(locale)}: ${translate(`admin.translations.fields.${status}`, {
                    smart_count: untranslatedFields(record, locale, status),
                  })}`
            }
            title={translate(`admin.translations.long.${status}`, {
              language: translate(`admin.form.languages.${locale}`),
            })}
          />
        );
      })}
    </Stack>
  );
}

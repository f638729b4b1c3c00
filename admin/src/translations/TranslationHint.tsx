import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldStatus, STATUS_COLOR, type TranslatedLocale } from './state.ts';

interface TranslationHintProps {
  field: string;
  locale: TranslatedLocale;
  /** The input's label ("Название (EN)"), naming the checkbox for screen readers. */
  label: string;
  /** Shown as the Russian to translate from where the Russian input is not beside this one. */
  russian?: string | undefined;
}

/**
 * Under an English or Kazakh input: says when its translation is missing or outdated (the Russian
 * changed since it was saved), and lets staff mark an outdated one as checked without changing it.
 * Saving a changed translation clears the mark on the server as well.
 */
export function TranslationHint({ field, locale, label, russian }: TranslationHintProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const source = `checkedTranslations.${locale}`;
  const checked = (useWatch({ name: source }) as string[] | undefined) ?? [];
  const status = fieldStatus(record, locale, field);
  if (status === 'complete') return null;
  const language = translate(`admin.form.languages.${locale}`);
  const isChecked = checked.includes(field);
  return (
    <Typography
      component="div"
      variant="caption"
      sx={{ mt: -1, mb: 1, color: STATUS_COLOR[status] }}
      data-translation={`${field}.${locale}.${status}`}
    >
      {translate(`admin.translations.long.${status}`, { language })}
      {russian && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('admin.translations.russian_now', { text: clip(russian) })}
        </Typography>
      )}
      {status === 'outdated' && (
        <FormControlLabel
          sx={{ display: 'flex', mt: 0.5 }}
          control={
            <Checkbox
              size="small"
              checked={isChecked}
              slotProps={{
                input: { 'aria-label': translate('admin.translations.mark_checked_for', { field: label }) },
              }}
              onChange={(event) =>
                setValue(
                  source,
                  event.target.checked ? [...checked, field] : checked.filter((name) => name !== field),
                  { shouldDirty: true },
                )
              }
            />
          }
          label={<Typography variant="caption">{translate('admin.translations.mark_checked')}</Typography>}
        />
      )}
    </Typography>
  );
}

function clip(text: string, length = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { apiFetch } from '../apiClient.ts';
import { useRecordPath } from '../common/recordPath.ts';
import { readable } from '../common/revisionFields.ts';
import { RussianChange } from './RussianChange.tsx';
import { fieldStatus, STATUS_COLOR, type TranslatedLocale } from './state.ts';

/** The Russian each outdated translation was made from, by language and field (GET …/translated-from). */
type TranslatedFrom = Partial<Record<TranslatedLocale, Record<string, unknown>>>;

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
  const path = useRecordPath();
  // One call for every outdated field of the record, made again when the record is saved.
  const { data: sources } = useQuery({
    queryKey: ['translated-from', path, record?.version],
    queryFn: async () => (await apiFetch<TranslatedFrom>(`${path}/translated-from`)).json,
    enabled: status === 'outdated' && path !== undefined,
  });
  if (status === 'complete') return null;
  const then = sources?.[locale]?.[field];
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
      {status === 'outdated' && then !== undefined && (
        <RussianChange
          then={readable(translate, then)}
          now={readable(translate, valueAt(record, `${field}.ru`))}
        />
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

/** A value of the record by its path (`values.2.title.ru`). */
function valueAt(record: RaRecord | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

function clip(text: string, length = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
}

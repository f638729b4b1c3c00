import { SelectInput, useTranslate } from 'react-admin';

const CHOICES = ['any', 'en', 'kk'].map((id) => ({ id, name: `admin.translations.filter_${id}` }));

/** "Нужен перевод": rows with a missing or outdated translation, into English, Kazakh or either. */
export function NeedsTranslationFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={translate('admin.translations.filter')}
      choices={CHOICES}
      emptyText={translate('admin.translations.filter_none')}
      sx={{ minWidth: 200 }}
    />
  );
}

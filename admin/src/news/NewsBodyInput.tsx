import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LOCALES, languageTag } from '../common/languages.ts';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';

// The editor (tiptap) is the heaviest part of the back office: it loads only when a news form opens.
const NewsBodyEditor = lazy(() => import('./NewsBodyEditor.tsx'));

/** The news body in a rich-text editor, one tab per language; the Russian text is required. */
export function NewsBodyInput() {
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  const field = translate('resources.news.fields.mainContent');
  // The Russian body sits in another tab: a translator sees it beside the translation's marks.
  const russian = useWatch({ name: 'mainContent.ru' }) as string | undefined;
  const locked = useLock();
  return (
    <Box sx={{ width: '100%', my: 2 }}>
      <Tabs value={current} onChange={(_, tab: number) => setCurrent(tab)} aria-label={field}>
        {LOCALES.map((locale, index) => (
          <Tab
            key={locale}
            id={`news-body-tab-${locale}`}
            aria-controls={`news-body-panel-${locale}`}
            label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
            value={index}
          />
        ))}
      </Tabs>
      <Suspense fallback={<CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />}>
        {LOCALES.map((locale, index) => (
          <Box
            key={locale}
            role="tabpanel"
            id={`news-body-panel-${locale}`}
            aria-labelledby={`news-body-tab-${locale}`}
            hidden={current !== index}
            sx={{ '& .ProseMirror': { minHeight: '12em' } }}
          >
            <NewsBodyEditor
              source={`mainContent.${locale}`}
              label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
              isRequired={locale === 'ru'}
              readOnly={locked(locale)}
            />
            {locale !== 'ru' && (
              <TranslationHint
                field="mainContent"
                locale={locale}
                label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
                russian={russian}
              />
            )}
          </Box>
        ))}
      </Suspense>
    </Box>
  );
}

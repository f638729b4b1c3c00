import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';
import { LOCALES, languageTag } from './languages.ts';

// The editor (tiptap) is the heaviest part of the back office: it loads only when a form needs it.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** A rich text (the news body) in an editor, one tab per language; the Russian text is required. */
export function RichTextInput({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [current, setCurrent] = useState(0);
  const field = translate(`resources.${resource}.fields.${source}`);
  // The Russian text sits in another tab: a translator sees it beside the translation's marks.
  const russian = useWatch({ name: `${source}.ru` }) as string | undefined;
  const locked = useLock();
  return (
    <Box sx={{ width: '100%', my: 2 }}>
      <Tabs value={current} onChange={(_, tab: number) => setCurrent(tab)} aria-label={field}>
        {LOCALES.map((locale, index) => (
          <Tab
            key={locale}
            id={`${source}-tab-${locale}`}
            aria-controls={`${source}-panel-${locale}`}
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
            id={`${source}-panel-${locale}`}
            aria-labelledby={`${source}-tab-${locale}`}
            hidden={current !== index}
            sx={{ '& .ProseMirror': { minHeight: '12em' } }}
          >
            <RichTextEditor
              source={`${source}.${locale}`}
              label={translate('admin.form.language_label', { field, language: languageTag(locale) })}
              isRequired={locale === 'ru'}
              readOnly={locked(locale)}
            />
            {locale !== 'ru' && (
              <TranslationHint
                field={source}
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

import { Box, CircularProgress, GlobalStyles } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useLock } from '../roles.ts';
import { TranslationHint } from '../translations/TranslationHint.tsx';
import { LOCALES, languageTag } from './languages.ts';

// The editor (tiptap) is the heaviest part of the back office: it loads only when a form needs it.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/**
 * A rich text (the news body) in an editor per language; the Russian text is required. On a wide
 * screen the Russian is on the left and stays in view while English and Kazakh are typed on the
 * right, one under the other; on a phone all three stack.
 */
export function RichTextInput({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const field = translate(`resources.${resource}.fields.${source}`);
  const locked = useLock();
  const editor = (locale: (typeof LOCALES)[number]) => {
    const label = translate('admin.form.language_label', { field, language: languageTag(locale) });
    return (
      <Box key={locale} data-language={locale}>
        <RichTextEditor
          source={`${source}.${locale}`}
          label={label}
          isRequired={locale === 'ru'}
          readOnly={locked(locale)}
        />
        {locale !== 'ru' && <TranslationHint field={source} locale={locale} label={label} />}
      </Box>
    );
  };
  const [russian, ...translations] = LOCALES;
  return (
    <Suspense fallback={<CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />}>
      <GlobalStyles styles={stickyAllowed} />
      <Box sx={bodyColumns} data-body-columns="">
        <Box sx={russianColumn}>{editor(russian)}</Box>
        <Box>{translations.map(editor)}</Box>
      </Box>
    </Suspense>
  );
}

/** Two columns from a laptop's width on, one on phones and tablets. */
const bodyColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
  my: 2,
  '& .ProseMirror': { minHeight: '12em' },
  '& .ProseMirror img': { display: 'block', maxWidth: '100%', height: 'auto', my: 1 },
  '& .ProseMirror img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'primary.main' },
  '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 1 },
  '& .ProseMirror th, & .ProseMirror td': {
    border: '1px solid',
    borderColor: 'divider',
    p: 0.5,
    verticalAlign: 'top',
    position: 'relative',
  },
  '& .ProseMirror th': { bgcolor: 'action.hover', textAlign: 'left' },
  '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
  '& .ProseMirror h2': { fontSize: '1.4rem', fontWeight: 700, my: 1 },
  '& .ProseMirror h3': { fontSize: '1.15rem', fontWeight: 700, my: 1 },
} as const;

/** A card clips what sticks out of it, and so stops anything inside it from sticking: not this form's. */
const stickyAllowed = {
  '.RaEdit-card:has([data-body-columns]), .RaCreate-card:has([data-body-columns])': { overflow: 'visible' },
};

/**
 * The Russian stays in view beside the translation being typed below the other one: it sticks
 * under the app bar and scrolls on its own when longer than the screen.
 */
const russianColumn = {
  position: { md: 'sticky' },
  top: { md: 64 },
  alignSelf: 'start',
  maxHeight: { md: 'calc(100vh - 80px)' },
  overflowY: { md: 'auto' },
} as const;

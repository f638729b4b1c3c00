import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, ButtonGroup, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';
import { LOCALES, type Locale, languageTag } from './languages.ts';

export interface PreviewLinks {
  urls: Record<Locale, string>;
  expiresAt: string;
}

/**
 * Предпросмотр: a page of the site as it will look, in a new tab, in each language, at a short-lived
 * link the API signs (`links` asks for it); `hint` says what the page shows.
 */
export function PreviewButtons({
  links,
  hint,
  sx,
}: {
  links: () => Promise<PreviewLinks>;
  hint: string;
  /** Where it sits: above a record's form by default. */
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const notify = useNotify();

  const open = async (locale: Locale) => {
    // Opened during the click, so that no popup blocker stops it; pointed at the page once signed.
    const tab = window.open('about:blank', '_blank');
    try {
      const { urls } = await links();
      if (!tab) return void window.open(urls[locale], '_blank', 'noopener');
      tab.opener = null;
      tab.location.href = urls[locale];
    } catch (error) {
      tab?.close();
      notify('admin.preview.failed', {
        type: 'error',
        messageArgs: { error: error instanceof Error ? error.message : String(error) },
      });
    }
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={[{ alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <ButtonGroup variant="outlined" aria-label={translate('admin.preview.title')}>
        {LOCALES.map((locale) => (
          <Button
            key={locale}
            onClick={() => void open(locale)}
            startIcon={locale === 'ru' ? <VisibilityIcon /> : undefined}
            aria-label={translate(`admin.preview.in.${locale}`)}
          >
            {locale === 'ru' ? translate('admin.preview.title') : languageTag(locale)}
          </Button>
        ))}
      </ButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {translate(hint)}
      </Typography>
    </Stack>
  );
}

/** The record's public page as the site renders it from what is saved now, drafts included. */
export function RecordPreviewButtons() {
  const resource = useResourceContext();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <PreviewButtons
      links={async () =>
        (await apiFetch<PreviewLinks>(`/${resource}/${record.id}/preview`, { method: 'POST' })).json
      }
      hint="admin.preview.hint"
    />
  );
}

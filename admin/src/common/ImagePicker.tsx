import { declaredField, type Locale, type TextField, valueAt } from '@industrial/api/content';
import { Alert, Box, Button, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { HttpError, useInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type ChosenImage, isChosenImage, uploadFailure, uploadImage } from '../dataProvider.ts';
import { useLock } from '../roles.ts';
import { imageUrl } from './imageUrl.ts';
import { LanguageColumns, LocalizedTextInput } from './LocalizedTextInput.tsx';
import { LOCALES } from './languages.ts';

/** One language's picture of a field with a picture per language. */
interface LanguagePicture {
  /** The declared field (`shareImage`). */
  field: string;
  locale: Locale;
  /** «Картинка для соцсетей (EN)». */
  label: string;
  /** Without its own picture, this language shows the Russian one, which is set. */
  sharesRussian: boolean;
}

/**
 * Choose an image, see it, remove it, and describe it in each language where the
 * declaration gives it an alt text. A chosen file is uploaded at once, so that what is wrong with it
 * (its type, size or dimensions) is said beside it, and the preview is what the server stored (an
 * SVG drawn as a picture). Until that answer, and if the server fails, the file stays in the form
 * and the save uploads it first. A new picture clears the old one's descriptions.
 */
export function ImagePicker({
  source,
  language,
  label: named,
  uploadName,
  alt: rowAlt,
}: {
  source: string;
  language?: LanguagePicture;
  /** Its label, where the resource's messages do not name it (a gallery's photo). */
  label?: string;
  /** The field whose failed upload message it shows, where it is not `source` (a gallery's). */
  uploadName?: string;
  /** Its alt text, where it is not the resource's `<source>Alt` (a gallery row's). */
  alt?: { source: string; field: TextField } | undefined;
}) {
  const translate = useTranslate();
  const resource = useResourceContext() as string;
  const record = useRecordContext();
  const { field } = useInput({ source, defaultValue: null });
  const { getValues, setValue } = useFormContext();
  const labelId = useId();
  const problemId = useId();
  const name = language?.field ?? uploadName ?? source;
  const label = language?.label ?? named ?? translate(`resources.${resource}.fields.${source}`);
  const hint = language ? '' : translate(`resources.${resource}.hints.${source}`, { _: '' });
  const value = field.value as string | ChosenImage | null;
  const uploading = isChosenImage(value) && value.uploading;
  // An SVG is shown once the server has drawn it: the browser's own rendering may differ.
  const preview = isChosenImage(value)
    ? value.rawFile.type === 'image/svg+xml'
      ? null
      : value.preview
    : value
      ? imageUrl(value)
      : null;
  // Remembering which address failed (not just "failed") lets a newly chosen image show again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const latest = useRef<ChosenImage | null>(null);
  const locked = useLock()(language?.locale);
  const alt = rowAlt?.source ?? `${source}Alt`;
  const described = rowAlt !== undefined || declaredField(resource, alt) !== undefined;
  const altRussian = useWatch({ name: `${alt}.ru` }) as string | undefined;

  const replace = (next: string | ChosenImage | null) => {
    const current = getValues(source) as unknown;
    const kept = isChosenImage(next) ? next.preview : null;
    if (isChosenImage(current) && current.preview !== kept) URL.revokeObjectURL(current.preview);
    field.onChange(next);
  };
  // The old picture's descriptions do not describe the new one: they are cleared as it is chosen
  // (so that nothing typed meanwhile is lost), and come back if the new file is refused.
  const forgetDescriptions = (before: unknown) => {
    if (!described || !(before || valueAt(record, source))) return null;
    const kept = getValues(alt) as Record<string, string> | null;
    setValue(alt, Object.fromEntries(LOCALES.map((locale) => [locale, ''])), { shouldDirty: true });
    setReplaced(true);
    return kept;
  };
  const restoreDescriptions = (kept: Record<string, string> | null) => {
    const now = (getValues(alt) ?? {}) as Record<string, string>;
    if (!kept || Object.values(now).some((text) => text?.trim())) return;
    setValue(alt, kept, { shouldDirty: true });
    setReplaced(false);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const before = getValues(source) as unknown;
    const chosen: ChosenImage = { rawFile: file, preview: URL.createObjectURL(file), uploading: true };
    latest.current = chosen;
    setProblem(null);
    replace(chosen);
    const kept = forgetDescriptions(before);
    try {
      const url = await uploadImage(file);
      if (latest.current === chosen) replace(url);
    } catch (error) {
      if (latest.current !== chosen) return;
      setProblem(uploadFailure(resource, name, file, error));
      if (error instanceof HttpError && error.status < 500) {
        replace(isChosenImage(before) ? null : (before as string | null));
        restoreDescriptions(kept);
        return;
      }
      // A server fault: the file stays, and the save tries it again.
      replace({ ...chosen, uploading: false });
    }
  };

  return (
    <Stack spacing={1} sx={{ my: 2, width: '100%' }} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
      {hint && <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>}
      {preview && preview !== brokenSrc ? (
        <Box
          component="img"
          src={preview}
          alt={translate('admin.image.preview', { field: label })}
          onError={() => setBrokenSrc(preview)}
          sx={{
            maxWidth: 320,
            maxHeight: 200,
            objectFit: 'contain',
            borderRadius: 1,
            alignSelf: 'flex-start',
          }}
        />
      ) : (
        !uploading && (
          <Box sx={{ color: 'text.secondary' }}>
            {translate(language?.sharesRussian ? 'admin.image.shares_russian' : 'admin.image.none')}
          </Box>
        )
      )}
      {uploading && (
        <Box role="status" sx={{ color: 'text.secondary' }}>
          {translate('admin.image.uploading', { name: value.rawFile.name })}
        </Box>
      )}
      {problem && (
        <Alert id={problemId} severity="error" role="alert" sx={{ alignSelf: 'flex-start' }}>
          {problem}
        </Alert>
      )}
      {!locked && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" component="label">
            {translate('admin.image.choose')}
            <input
              type="file"
              accept="image/*"
              hidden
              aria-label={`${translate('admin.image.choose')}: ${label}`}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {value && (
            <Button
              color="error"
              onClick={() => {
                latest.current = null;
                setProblem(null);
                replace(null);
              }}
            >
              {translate('admin.image.remove')}
            </Button>
          )}
        </Stack>
      )}
      {described && (
        <>
          {replaced && value && !altRussian?.trim() && (
            <Alert severity="warning" sx={{ alignSelf: 'flex-start' }}>
              {translate('admin.image.describe_again')}
            </Alert>
          )}
          <LocalizedTextInput
            source={alt}
            multiline
            field={rowAlt?.field}
            label={rowAlt && translate('admin.image.alt_of', { field: label })}
          />
          <FormHelperText sx={{ mt: 0 }}>{translate('admin.image.alt_hint')}</FormHelperText>
        </>
      )}
    </Stack>
  );
}

/**
 * A picture per language, side by side like a text's translations: a language left without one
 * shows the Russian picture.
 */
export function LocalizedImagePicker({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext() as string;
  const legendId = useId();
  const hint = translate(`resources.${resource}.hints.${source}`, { _: '' });
  const russian = useWatch({ name: `${source}.ru` }) as unknown;
  return (
    <Stack
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%' }}
    >
      <Typography id={legendId} component="legend" variant="body1" sx={{ p: 0 }}>
        {translate(`resources.${resource}.fields.${source}`)}
      </Typography>
      {hint && <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>}
      <LanguageColumns
        source={source}
        render={(locale, label) => (
          <ImagePicker
            source={`${source}.${locale}`}
            language={{ field: source, locale, label, sharesRussian: locale !== 'ru' && Boolean(russian) }}
          />
        )}
      />
    </Stack>
  );
}

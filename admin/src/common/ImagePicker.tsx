import { declaredField } from '@industrial/api/content';
import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useInput, useResourceContext, useTranslate } from 'react-admin';
import { type ChosenImage, isChosenImage } from '../dataProvider.ts';
import { useLock } from '../roles.ts';
import { imageUrl } from './imageUrl.ts';
import { LocalizedTextInput } from './LocalizedTextInput.tsx';

/**
 * Choose an image, see it, remove it (spec 4), and describe it in each language where the
 * declaration gives it an alt text. The file stays in the form until the save, when the data
 * provider uploads it first and stores the returned address instead.
 */
export function ImagePicker({ source }: { source: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field } = useInput({ source, defaultValue: null });
  const labelId = useId();
  const label = translate(`resources.${resource}.fields.${source}`);
  const value = field.value as string | ChosenImage | null;
  const preview = isChosenImage(value) ? value.preview : value ? imageUrl(value) : null;
  // Remembering which address failed (not just "failed") lets a newly chosen image show again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const locked = useLock()();
  const alt = `${source}Alt`;
  const described = declaredField(resource, alt) !== undefined;

  const replace = (next: ChosenImage | null) => {
    if (isChosenImage(value)) URL.revokeObjectURL(value.preview);
    field.onChange(next);
  };
  const choose = (file: File | undefined) => {
    if (file) replace({ rawFile: file, preview: URL.createObjectURL(file) });
  };

  return (
    <Stack spacing={1} sx={{ my: 2, width: '100%' }} role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{label}</FormLabel>
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
        <Box sx={{ color: 'text.secondary' }}>{translate('admin.image.none')}</Box>
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
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {value && (
            <Button color="error" onClick={() => replace(null)}>
              {translate('admin.image.remove')}
            </Button>
          )}
        </Stack>
      )}
      {described && (
        <>
          <LocalizedTextInput source={alt} multiline />
          <FormHelperText sx={{ mt: 0 }}>{translate('admin.image.alt_hint')}</FormHelperText>
        </>
      )}
    </Stack>
  );
}

import { type MapSource, mapEmbedUrl, parseMap } from '@industrial/api/content';
import { FormHelperText, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';

const FROM: Record<MapSource, string> = {
  google: 'admin.map.from.google',
  yandex: 'admin.map.from.yandex',
  '2gis': 'admin.map.from.2gis',
  openstreetmap: 'admin.map.from.openstreetmap',
  coordinates: 'admin.map.from.coordinates',
};

/**
 * Under a map field, as staff paste into it: what the site will show (the place read, its name when
 * the link gives one, and which service it came from, with the map to look at), or why nothing can
 * be read. `source` is the field's name in the form.
 */
export function MapHint({ source }: { source: string }) {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as string | null | undefined;
  const { errors } = useFormState({ name: source });
  if (!value?.trim()) return null;
  const reading = parseMap(value);
  if ('reason' in reading) {
    // Once the field's own check has said it, under the field, it is not said twice.
    if (errors[source]) return null;
    return (
      <FormHelperText error sx={{ mt: 0, mb: 2 }}>
        {translate(`admin.api.codes.${reading.reason}`)}
      </FormHelperText>
    );
  }
  const { latitude, longitude } = reading.place;
  const options = {
    coordinates: `${latitude}, ${longitude}`,
    name: reading.name ?? '',
    from: translate(FROM[reading.source]),
  };
  return (
    <FormHelperText sx={{ mt: 0, mb: 2 }} data-testid="map-hint">
      {translate(reading.name ? 'admin.map.reads_named' : 'admin.map.reads', options)}{' '}
      <Link href={mapEmbedUrl(reading.place)} target="_blank" rel="noopener">
        {translate('admin.map.look')}
      </Link>
    </FormHelperText>
  );
}

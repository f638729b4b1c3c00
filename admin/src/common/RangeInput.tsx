import { LIMITS, type Range, type RangeField } from '@industrial/api/content';
import { Stack } from '@mui/material';
import { maxValue, minValue, NumberInput, number, useResourceContext, useTranslate } from 'react-admin';
import { useLock } from '../roles.ts';
import { kindRule } from './validation.ts';

const sum = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** A range as the list shows it: «350 000 – 450 000 ₸», «от 300 000 ₸», or nothing. */
export function rangeText(range: Range | undefined, unit = '₸'): string {
  const from = range?.from ?? null;
  const to = range?.to ?? null;
  if (from !== null && to !== null) return `${sum.format(from)} – ${sum.format(to)} ${unit}`;
  if (from !== null) return `от ${sum.format(from)} ${unit}`;
  if (to !== null) return `до ${sum.format(to)} ${unit}`;
  return '';
}

/**
 * A range of whole numbers (a salary in tenge) as two inputs side by side, either left empty; the
 * upper end is checked against the lower as the API checks it (`range.order`).
 */
export function RangeInput({ source, field }: { source: string; field: RangeField }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const locked = useLock();
  const label = translate(`resources.${resource}.fields.${source}`);
  const unit = translate(`admin.form.units.${field.unit}`);
  const end = [number(), minValue(0), maxValue(LIMITS.amount)];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
      <NumberInput
        source={`${source}.from`}
        label={translate('admin.form.range_from', { field: label, unit })}
        min={0}
        step={1}
        validate={end}
        helperText={`resources.${resource}.hints.${source}`}
        readOnly={locked()}
      />
      <NumberInput
        source={`${source}.to`}
        label={translate('admin.form.range_to', { field: label, unit })}
        min={0}
        step={1}
        validate={[
          ...end,
          (_value: unknown, values: Record<string, unknown>) => kindRule(field)(values[source]),
        ]}
        helperText={false}
        readOnly={locked()}
      />
    </Stack>
  );
}

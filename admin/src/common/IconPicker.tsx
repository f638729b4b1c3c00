import { ICONS, type IconField } from '@industrial/api/content';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { useInput, useResourceContext, useTranslate } from 'react-admin';
import { useLock } from '../roles.ts';
import { kindRule } from './validation.ts';

/** The site's icons as the site draws them, by file: the picker shows staff the very pictures. */
const DRAWINGS = import.meta.glob<string>('../../../site/src/assets/icons/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const drawing = (name: string) => DRAWINGS[`../../../site/src/assets/icons/${name}.svg`];

/**
 * One of the site's icons, or none: a choice of radio buttons, each showing the icon with its name,
 * which the arrow keys move through. The same in every language: translators see it, read-only.
 */
export function IconPicker({ source, field, label }: { source: string; field: IconField; label?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const locked = useLock();
  const { field: input, fieldState } = useInput({ source, defaultValue: '', validate: kindRule(field) });
  const legend = useId();
  const problem = useId();
  const error = fieldState.error?.message;
  const choices = ['', ...ICONS];
  return (
    <FormControl component="fieldset" error={!!error} disabled={locked()} sx={{ mb: 2, display: 'block' }}>
      <FormLabel id={legend} component="legend">
        {label ?? translate(`resources.${resource}.fields.${source}`)}
      </FormLabel>
      <RadioGroup
        row
        name={source}
        aria-labelledby={legend}
        aria-describedby={error ? problem : undefined}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={input.onBlur}
      >
        {choices.map((name) => (
          <FormControlLabel
            key={name || 'none'}
            value={name}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {name && <img src={drawing(name)} alt="" width={24} height={24} />}
                {translate(name ? `admin.icons.${name}` : 'admin.icons.none')}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={problem}>{translate(error, { field: label })}</FormHelperText>}
    </FormControl>
  );
}

import type { EmailField, EmbedField, LinkField, PlainField } from '@industrial/api/content';
import { maxLength, TextInput, useResourceContext } from 'react-admin';
import { useLock } from '../roles.ts';
import { kindRule } from './validation.ts';

/**
 * A value on one line, not translated: a phone as it is shown, a link, an e-mail address, a video
 * or a map. Its kind's rule (the API's own) is checked beside the field before saving, under a
 * hint saying what to write.
 */
export function LineInput({
  source,
  field,
  max,
  type,
}: {
  source: string;
  field: PlainField | LinkField | EmailField | EmbedField;
  max: number;
  type?: 'url' | 'email';
}) {
  const resource = useResourceContext();
  const locked = useLock();
  return (
    <TextInput
      source={source}
      type={type}
      validate={[maxLength(max), kindRule(field)]}
      helperText={`resources.${resource}.hints.${source}`}
      readOnly={locked()}
      fullWidth
    />
  );
}

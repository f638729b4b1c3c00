import { TextInput, useResourceContext } from 'react-admin';
import { useLock } from '../roles.ts';
import { safeLink } from './validation.ts';

/**
 * An address visitors may follow: the API keeps https links only, and the form says so beside
 * the field before saving.
 */
export function LinkInput({ source }: { source: string }) {
  const resource = useResourceContext();
  const locked = useLock();
  return (
    <TextInput
      source={source}
      type="url"
      validate={safeLink}
      helperText={`resources.${resource}.hints.${source}`}
      readOnly={locked()}
      fullWidth
    />
  );
}

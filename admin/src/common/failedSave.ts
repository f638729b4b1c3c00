import { HttpError, type useNotify } from 'react-admin';
import { type ApiFailure, fieldErrors } from '../apiErrors.ts';

/**
 * What a form's submit answers after its save to `path` failed: a 409 (a colleague saved first)
 * calls `onStale` for the form to say so; anything else is notified, and each field the API named
 * is answered with what is wrong with it, for react-admin to mark it red.
 */
export function failedSave(
  error: unknown,
  path: string,
  notify: ReturnType<typeof useNotify>,
  onStale: () => void,
): Record<string, string> | undefined {
  if (error instanceof HttpError && error.status === 409) {
    onStale();
    return undefined;
  }
  notify((error as Error).message, { type: 'error' });
  const fields = fieldErrors(error instanceof HttpError ? (error.body as ApiFailure | null) : null, path);
  return Object.keys(fields).length ? fields : undefined;
}

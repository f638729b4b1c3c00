import { HttpError, type useNotify } from 'react-admin';
import { type ApiFailure, fieldErrors } from '../apiErrors.ts';

/** Who saved the record first, and when (an ISO time), as the API's 409 names them. */
export interface StaleSave {
  by?: string;
  at?: string;
}

/** The 409's `params.by` / `params.at`, when the API could name them. */
export function staleSave(error: HttpError): StaleSave {
  const params = (error.body as ApiFailure | null)?.params ?? {};
  return {
    ...(typeof params.by === 'string' && params.by && { by: params.by }),
    ...(typeof params.at === 'string' && { at: params.at }),
  };
}

/**
 * What a form's submit answers after its save to `path` failed: a 409 (a colleague saved first)
 * calls `onStale` for the form to say so; anything else is notified, and each field the API named
 * is answered with what is wrong with it, for react-admin to mark it red.
 */
export function failedSave(
  error: unknown,
  path: string,
  notify: ReturnType<typeof useNotify>,
  onStale: (stale: StaleSave) => void,
): Record<string, string> | undefined {
  if (error instanceof HttpError && error.status === 409) {
    onStale(staleSave(error));
    return undefined;
  }
  notify((error as Error).message, { type: 'error' });
  const fields = fieldErrors(error instanceof HttpError ? (error.body as ApiFailure | null) : null, path);
  return Object.keys(fields).length ? fields : undefined;
}

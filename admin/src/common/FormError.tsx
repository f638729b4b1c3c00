import { Alert } from '@mui/material';
import { createContext, useState } from 'react';
import { HttpError, type RaRecord, useTranslate } from 'react-admin';

/** The reason the last save or load failed, shown above the form (spec 4, 8). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ m: 2 }} role="alert">
      {message}
    </Alert>
  );
}

/** An error's own message when it has one, else the spec's fallback text. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** How many saves of the open form have failed: the form re-arms its leave warning on each. */
export const SaveFailures = createContext(0);

/**
 * What a create or edit screen needs to show its save failure above the form: the message, whether
 * someone else saved the record meanwhile (409), and the `transform` / `mutationOptions` that clear
 * them when a save starts and set them when one fails. The form keeps what was typed either way.
 */
export function useSaveError(prepare: (record: Partial<RaRecord>) => Record<string, unknown>) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [failures, setFailures] = useState(0);
  return {
    error,
    stale,
    failures,
    transform: (record: Partial<RaRecord>) => {
      setError(null);
      setStale(false);
      return prepare(record);
    },
    mutationOptions: {
      onError: (failure: unknown) => {
        setFailures((count) => count + 1);
        if (failure instanceof HttpError && failure.status === 409) return setStale(true);
        setError(reasonOf(failure, translate('admin.form.save_failed')));
      },
    },
  };
}

import { Alert } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';

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

/**
 * What a create or edit screen needs to show its save failure above the form: the message, and
 * the `transform` / `mutationOptions` that clear it when a save starts and set it when one fails.
 */
export function useSaveError(prepare: (record: Partial<RaRecord>) => Record<string, unknown>) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    transform: (record: Partial<RaRecord>) => {
      setError(null);
      return prepare(record);
    },
    mutationOptions: {
      onError: (failure: unknown) => setError(reasonOf(failure, translate('admin.form.save_failed'))),
    },
  };
}

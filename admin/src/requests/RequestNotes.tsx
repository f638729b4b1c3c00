import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../apiClient.ts';

/** The longest note the API takes (its `NOTE_MAX_LENGTH`). */
const NOTE_MAX_LENGTH = 2000;

interface RequestNote {
  id: number;
  authorEmail: string;
  text: string;
  createdAt: string;
}

/**
 * Внутренние заметки: what colleagues noted while answering (a call made, a price quoted), oldest
 * first, each signed and dated; the visitor never sees them. Shown as text, never as markup.
 */
export function RequestNotes({ requestId }: { requestId: number }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `request-${requestId}-notes`;
  const { data: notes = [], refetch } = useQuery({
    queryKey: ['requests', requestId, 'notes'],
    queryFn: async () => (await apiFetch<RequestNote[]>(`/requests/${requestId}/notes`)).json,
  });
  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/requests/${requestId}/notes`, {
        method: 'POST',
        body: JSON.stringify({ text }),
      });
      setText('');
      await refetch();
    } catch (failure) {
      setError(translate('resources.requests.note_failed', { error: (failure as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.requests.notes')}
        </Typography>
        {notes.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.requests.no_notes')}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {notes.map((note) => (
              <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {note.authorEmail}, {new Date(note.createdAt).toLocaleString('ru-RU')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
              </Box>
            ))}
          </Stack>
        )}
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            label={translate('resources.requests.new_note')}
            helperText={translate('resources.requests.note_hint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
          <Button variant="contained" onClick={() => void add()} disabled={busy || !text.trim()}>
            {translate('resources.requests.add_note')}
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

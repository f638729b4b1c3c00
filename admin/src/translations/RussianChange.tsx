import { Box, Typography } from '@mui/material';
import { diffWords } from 'diff';
import { useTranslate } from 'react-admin';

/** How a removed and an added run of words are marked. */
const MARKS = {
  removed: {
    element: 'del',
    title: 'admin.translations.russian_removed',
    sx: { color: 'error.dark', bgcolor: '#ffebee' },
  },
  added: {
    element: 'ins',
    title: 'admin.translations.russian_added',
    sx: { color: 'success.dark', bgcolor: '#e8f5e9' },
  },
} as const;

/**
 * Under an outdated translation: the Russian it was made from beside the Russian now, word by word
 * (what went struck through, what came underlined), so that the translator changes only that.
 */
export function RussianChange({ then, now }: { then: string; now: string }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="russian-change">
      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
        {translate('admin.translations.russian_changed')}
      </Typography>
      <Typography component="span" variant="caption" color="text.primary" sx={{ whiteSpace: 'pre-line' }}>
        {diffWords(then, now).map((part, index) => {
          const mark = part.removed ? MARKS.removed : part.added ? MARKS.added : undefined;
          return mark ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, never reordered
            <Box key={index} component={mark.element} title={translate(mark.title)} sx={mark.sx}>
              {part.value}
            </Box>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one comparison, never reordered
            <span key={index}>{part.value}</span>
          );
        })}
      </Typography>
    </Box>
  );
}

import { Alert, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useCan } from '../roles.ts';

/** Whether this list is reordered by hand now: ordered by position, shown in that order, to an editor. */
export function useOrderedByHand(ordered: boolean): boolean {
  const { sort } = useListContext();
  const editor = useCan('editor');
  return ordered && editor && sort.field === 'position' && sort.order === 'ASC';
}

/**
 * Above a list ordered by hand: how to move a row; when staff sorted it by a column instead, that
 * it cannot be reordered so, with a button back to the site's order. Editors only: translators
 * cannot change the order.
 */
export function OrderHint() {
  const translate = useTranslate();
  const { setSort } = useListContext();
  const byHand = useOrderedByHand(true);
  const editor = useCan('editor');
  if (!editor) return null;
  if (byHand) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {translate('admin.order.hint')}
      </Typography>
    );
  }
  return (
    <Alert
      severity="info"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setSort({ field: 'position', order: 'ASC' })}>
          {translate('admin.order.show_site_order')}
        </Button>
      }
    >
      {translate('admin.order.sorted_otherwise')}
    </Alert>
  );
}

import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A plain table's header row, one cell per dictionary key ('' for a column without a heading). */
export function TableHeadings({ labels }: { labels: string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {labels.map((label, index) => (
          <TableCell key={label || index}>{label ? translate(label) : null}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

import { Card, CardContent, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SectionCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  /** The heading, as a dictionary key. */
  title: string;
  /** The card's own layout; by default a dashboard tile that shares its row. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card that is a titled section of its page (the dashboard's tiles, the account's parts). */
export function SectionCard({ id, title, sx = { flex: '1 1 300px' }, children }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

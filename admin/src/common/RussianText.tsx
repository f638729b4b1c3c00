import { useRecordContext } from 'react-admin';

/** The Russian text of a translatable field, clipped to three lines for a table cell. */
export function RussianText({ source, clip = 120 }: { source: string; clip?: number }) {
  const record = useRecordContext();
  const text = (record?.[source] as { ru?: string } | undefined)?.ru ?? '';
  return (
    <span
      title={text.length > clip ? text : undefined}
      style={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {text.length > clip ? `${text.slice(0, clip)}…` : text}
    </span>
  );
}

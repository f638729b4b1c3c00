import { useRecordContext } from 'react-admin';

/** The Russian text of a translatable field, clipped for a table cell. */
export function RussianText({ source, clip = 120 }: { source: string; clip?: number }) {
  const record = useRecordContext();
  const text = (record?.[source] as { ru?: string } | undefined)?.ru ?? '';
  return (
    <span title={text.length > clip ? text : undefined}>
      {text.length > clip ? `${text.slice(0, clip)}…` : text}
    </span>
  );
}

import { DataTable, type RaRecord, useRecordContext } from 'react-admin';
import { Thumbnail } from './Thumbnail.tsx';

/** The Russian text of a translatable field, clipped for a table cell. */
function RussianText({ source, clip = 120 }: { source: string; clip?: number }) {
  const record = useRecordContext();
  const text = (record?.[source] as { ru?: string } | undefined)?.ru ?? '';
  return (
    <span title={text.length > clip ? text : undefined}>
      {text.length > clip ? `${text.slice(0, clip)}…` : text}
    </span>
  );
}

/**
 * The list columns of one kind of record, typed by it: `source` must name one of its fields.
 * `Text` shows a translatable field's Russian, `Image` a thumbnail; `Col` is react-admin's own.
 */
export function columnsOf<R extends RaRecord>() {
  type Source = Extract<keyof R, string>;
  const Col = DataTable.Col<R>;
  return {
    Col,
    NumberCol: DataTable.NumberCol<R>,
    Text: ({ source, sortable = true }: { source: Source; sortable?: boolean }) => (
      <Col source={source} disableSort={!sortable}>
        <RussianText source={source} />
      </Col>
    ),
    Image: ({ source }: { source: Source }) => (
      <Col source={source} disableSort>
        <Thumbnail source={source} />
      </Col>
    ),
  };
}

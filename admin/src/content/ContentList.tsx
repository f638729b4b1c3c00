import {
  declaredField,
  type Field,
  type FieldKind,
  fieldsOf,
  type Range,
  type Resource,
  resources,
  type StoredFileValue,
} from '@industrial/api/content';
import type { ReactElement } from 'react';
import { BooleanField, DataTable, DateField, useResourceContext, useTranslate } from 'react-admin';
import { choiceName } from '../common/choiceName.ts';
import { fileSize } from '../common/FileInput.tsx';
import { rangeText } from '../common/RangeInput.tsx';
import { ResourceList } from '../common/ResourceList.tsx';
import { RussianText } from '../common/RussianText.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';

interface ColumnProps {
  source: string;
  /** Whether the list can be sorted by it: of the texts, only the record's name. */
  sortable: boolean;
}

/** How a list shows a field of each kind. */
const COLUMNS: Record<FieldKind, (props: ColumnProps) => ReactElement | null> = {
  text: ({ source, sortable }) => (
    <DataTable.Col source={source} disableSort={!sortable}>
      <RussianText source={source} />
    </DataTable.Col>
  ),
  richText: ({ source }) => (
    <DataTable.Col source={source} disableSort>
      <RussianText source={source} />
    </DataTable.Col>
  ),
  slug: ({ source }) => (
    <DataTable.Col source={source} disableSort>
      <RussianText source={source} />
    </DataTable.Col>
  ),
  image: ({ source }) => (
    <DataTable.Col source={source} disableSort>
      <Thumbnail source={source} />
    </DataTable.Col>
  ),
  // The Russian picture: every language without its own shows it.
  localizedImage: ({ source }) => (
    <DataTable.Col source={source} disableSort>
      <Thumbnail source={`${source}.ru`} />
    </DataTable.Col>
  ),
  link: ({ source }) => <DataTable.Col source={source} />,
  date: ({ source }) => (
    <DataTable.Col source={source}>
      <DateField source={source} locales="ru-RU" />
    </DataTable.Col>
  ),
  count: ({ source }) => <DataTable.NumberCol source={source} />,
  flag: ({ source }) => (
    <DataTable.Col source={source}>
      <BooleanField source={source} />
    </DataTable.Col>
  ),
  choice: function ChoiceColumn({ source }) {
    const resource = useResourceContext() as string;
    const translate = useTranslate();
    return (
      <DataTable.Col
        source={source}
        render={(record: Record<string, string>) =>
          choiceName(translate, resource, source, declaredField(resource, source), record[source] ?? '')
        }
      />
    );
  },
  range: ({ source }) => (
    <DataTable.Col
      source={source}
      disableSort
      render={(record: Record<string, Range>) => rangeText(record[source])}
    />
  ),
  list: () => null,
  pairs: () => null,
  rows: () => null,
  plain: ({ source }) => <DataTable.Col source={source} />,
  email: ({ source }) => <DataTable.Col source={source} />,
  emails: () => null,
  icon: () => null,
  embed: ({ source }) => <DataTable.Col source={source} disableSort />,
  // The file's name and size: «Паспорт.pdf, 1,2 МБ».
  file: function FileColumn({ source }) {
    const translate = useTranslate();
    return (
      <DataTable.Col
        source={source}
        disableSort
        render={(record: Record<string, StoredFileValue | null>) => {
          const file = record[source];
          return file ? `${file.name}, ${fileSize(file.size, translate)}` : '';
        }}
      />
    );
  },
  refs: () => null,
};

/** Columns narrower than a text's: a thumbnail, a date («02.03.2026»). */
const NARROW_COLUMNS: Partial<Record<Field['kind'], object>> = {
  image: { minWidth: 80, width: 80 },
  date: { minWidth: 110, width: 110 },
};

/**
 * The list screen of a content resource: its picture and title after the id, then the status,
 * translation marks and last change every list has, then its other declared columns. A list in a
 * manual order (the footer strip's, the home page's) opens in it, and staff reorder it there by
 * hand; the news open newest first.
 */
export default function ContentList() {
  const resource = useResourceContext() as Resource;
  const { columns, fields, order } = resources[resource];
  const declared = fields as Record<string, Field>;
  const title = fieldsOf(declared, 'text')[0] as string;
  const image = columns.find((name) => declared[name]?.kind === 'image');
  const column = (name: string) => {
    const Column = COLUMNS[(declared[name] as Field).kind];
    return <Column key={name} source={name} sortable={name === title} />;
  };
  const leads = (name: string) => name === title || declared[name]?.kind === 'image';
  return (
    <ResourceList
      lead={columns.filter(leads).map(column)}
      more={columns.filter((name) => !leads(name)).map(column)}
      title={title}
      image={image}
      ordered={order === 'position'}
      widths={Object.fromEntries(
        columns.flatMap((name) => {
          const width = NARROW_COLUMNS[(declared[name] as Field).kind];
          return width ? [[name, width]] : [];
        }),
      )}
    />
  );
}

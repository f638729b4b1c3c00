import type { StoredNews } from '@industrial/api/content';
import { DateField } from 'react-admin';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredNews>();

export default function NewsList() {
  return (
    <ResourceList>
      <Column.Image source="img" />
      <Column.Text source="name" />
      <Column.Text source="description" sortable={false} />
      <Column.Col source="date">
        <DateField source="date" locales="ru-RU" />
      </Column.Col>
    </ResourceList>
  );
}

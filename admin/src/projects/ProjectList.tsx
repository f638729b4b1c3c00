import type { StoredProject } from '@industrial/api/content';
import { DateField } from 'react-admin';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredProject>();

export default function ProjectList() {
  return (
    <ResourceList>
      <Column.Image source="img" />
      <Column.Text source="name" />
      <Column.Text source="location" sortable={false} />
      <Column.NumberCol source="specialistsCount" />
      <Column.Col source="date">
        <DateField source="date" locales="ru-RU" />
      </Column.Col>
    </ResourceList>
  );
}

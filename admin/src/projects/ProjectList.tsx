import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../common/ResourceList.tsx';
import { RussianText } from '../common/TextColumn.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';

export default function ProjectList() {
  return (
    <ResourceList>
      <DataTable.Col source="img" disableSort>
        <Thumbnail source="img" />
      </DataTable.Col>
      <DataTable.Col source="name">
        <RussianText source="name" />
      </DataTable.Col>
      <DataTable.Col source="location" disableSort>
        <RussianText source="location" />
      </DataTable.Col>
      <DataTable.NumberCol source="specialistsCount" />
      <DataTable.Col source="date">
        <DateField source="date" locales="ru-RU" />
      </DataTable.Col>
    </ResourceList>
  );
}

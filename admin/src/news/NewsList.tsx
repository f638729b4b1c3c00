import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../common/ResourceList.tsx';
import { RussianText } from '../common/TextColumn.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';

export default function NewsList() {
  return (
    <ResourceList>
      <DataTable.Col source="img" disableSort>
        <Thumbnail source="img" />
      </DataTable.Col>
      <DataTable.Col source="name">
        <RussianText source="name" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort>
        <RussianText source="description" />
      </DataTable.Col>
      <DataTable.Col source="date">
        <DateField source="date" locales="ru-RU" />
      </DataTable.Col>
    </ResourceList>
  );
}

import { DataTable } from 'react-admin';
import { ResourceList } from '../common/ResourceList.tsx';
import { RussianText } from '../common/TextColumn.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';

export default function ServiceList() {
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
    </ResourceList>
  );
}

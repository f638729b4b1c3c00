import { DataTable } from 'react-admin';
import { ResourceList } from '../common/ResourceList.tsx';
import { RussianText } from '../common/TextColumn.tsx';
import { Thumbnail } from '../common/Thumbnail.tsx';

export default function ProductList() {
  return (
    <ResourceList>
      <DataTable.Col source="image" disableSort>
        <Thumbnail source="image" />
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

import type { StoredService } from '@industrial/api/content';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredService>();

export default function ServiceList() {
  return (
    <ResourceList>
      <Column.Image source="img" />
      <Column.Text source="name" />
      <Column.Text source="description" sortable={false} />
    </ResourceList>
  );
}

import type { StoredProduct } from '@industrial/api/content';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredProduct>();

export default function ProductList() {
  return (
    <ResourceList>
      <Column.Image source="image" />
      <Column.Text source="name" />
      <Column.Text source="description" sortable={false} />
    </ResourceList>
  );
}

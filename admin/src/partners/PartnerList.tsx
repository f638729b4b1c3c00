import type { StoredPartner } from '@industrial/api/content';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredPartner>();

/** In the footer strip's order: the position decides which logo comes first. */
export default function PartnerList() {
  return (
    <ResourceList sort={{ field: 'position', order: 'ASC' }}>
      <Column.Image source="logo" />
      <Column.Text source="name" />
      <Column.Col source="link" />
      <Column.NumberCol source="position" />
    </ResourceList>
  );
}

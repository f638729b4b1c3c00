import type { StoredCertificate } from '@industrial/api/content';
import { DateField } from 'react-admin';
import { columnsOf } from '../common/columns.tsx';
import { ResourceList } from '../common/ResourceList.tsx';

const Column = columnsOf<StoredCertificate>();

/** In the home page's order: the position decides which certificate comes first. */
export default function CertificateList() {
  return (
    <ResourceList sort={{ field: 'position', order: 'ASC' }}>
      <Column.Image source="image" />
      <Column.Text source="title" />
      <Column.Text source="issuer" sortable={false} />
      <Column.Col source="validUntil">
        <DateField source="validUntil" locales="ru-RU" />
      </Column.Col>
      <Column.NumberCol source="position" />
    </ResourceList>
  );
}

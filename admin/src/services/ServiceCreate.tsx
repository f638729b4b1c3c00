import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { prepareService, ServiceForm } from './ServiceForm.tsx';

export default function ServiceCreate() {
  return (
    <ResourceCreate transform={prepareService}>
      <ServiceForm mode="create" />
    </ResourceCreate>
  );
}

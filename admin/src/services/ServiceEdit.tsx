import { ResourceEdit } from '../common/ResourceEdit.tsx';
import { prepareService, ServiceForm } from './ServiceForm.tsx';

export default function ServiceEdit() {
  return (
    <ResourceEdit transform={prepareService}>
      <ServiceForm mode="edit" />
    </ResourceEdit>
  );
}

import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { NewsForm, prepareNews } from './NewsForm.tsx';

export default function NewsCreate() {
  return (
    <ResourceCreate transform={prepareNews}>
      <NewsForm mode="create" />
    </ResourceCreate>
  );
}

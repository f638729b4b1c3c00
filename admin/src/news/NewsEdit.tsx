import { ResourceEdit } from '../common/ResourceEdit.tsx';
import { NewsForm, prepareNews } from './NewsForm.tsx';

export default function NewsEdit() {
  return (
    <ResourceEdit transform={prepareNews}>
      <NewsForm mode="edit" />
    </ResourceEdit>
  );
}

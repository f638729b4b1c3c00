import { ResourceEdit } from '../common/ResourceEdit.tsx';
import { ProductForm, prepareProduct } from './ProductForm.tsx';

export default function ProductEdit() {
  return (
    <ResourceEdit transform={prepareProduct}>
      <ProductForm mode="edit" />
    </ResourceEdit>
  );
}

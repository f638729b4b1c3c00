import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { ProductForm, prepareProduct } from './ProductForm.tsx';

export default function ProductCreate() {
  return (
    <ResourceCreate transform={prepareProduct}>
      <ProductForm mode="create" />
    </ResourceCreate>
  );
}

import ProductIcon from '@mui/icons-material/Factory';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'products',
  icon: ProductIcon,
  list: () => import('./ProductList.tsx'),
  form: () => import('./ProductForm.tsx'),
});

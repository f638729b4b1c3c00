import ProductIcon from '@mui/icons-material/Factory';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ProductList.tsx')),
  create: lazy(() => import('./ProductCreate.tsx')),
  edit: lazy(() => import('./ProductEdit.tsx')),
  icon: ProductIcon,
};

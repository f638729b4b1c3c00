import ServiceIcon from '@mui/icons-material/HomeRepairService';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'services',
  icon: ServiceIcon,
  list: () => import('./ServiceList.tsx'),
  form: () => import('./ServiceForm.tsx'),
});

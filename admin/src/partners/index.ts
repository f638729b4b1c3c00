import PartnerIcon from '@mui/icons-material/Handshake';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'partners',
  icon: PartnerIcon,
  list: () => import('./PartnerList.tsx'),
  form: () => import('./PartnerForm.tsx'),
});

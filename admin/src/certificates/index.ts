import CertificateIcon from '@mui/icons-material/WorkspacePremium';
import { contentResource } from '../common/contentResource.tsx';

export default contentResource({
  name: 'certificates',
  icon: CertificateIcon,
  list: () => import('./CertificateList.tsx'),
  form: () => import('./CertificateForm.tsx'),
});

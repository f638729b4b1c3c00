import { fieldsOf, type Resource, resources } from '@industrial/api/content';
import type { SvgIconComponent } from '@mui/icons-material';
import SectionIcon from '@mui/icons-material/Article';
import ProjectIcon from '@mui/icons-material/Engineering';
import ProductIcon from '@mui/icons-material/Factory';
import PartnerIcon from '@mui/icons-material/Handshake';
import ServiceIcon from '@mui/icons-material/HomeRepairService';
import NewsIcon from '@mui/icons-material/Newspaper';
import CustomPageIcon from '@mui/icons-material/NoteAddOutlined';
import CertificateIcon from '@mui/icons-material/WorkspacePremium';
import { type ComponentType, lazy } from 'react';
import type { RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';
import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { ResourceEdit } from '../common/ResourceEdit.tsx';
import type { FormProps } from '../common/ResourceForm.tsx';

/** Each section's icon in the sidebar and on the dashboard; a section without one gets a sheet. */
const ICONS: Partial<Record<Resource, SvgIconComponent>> = {
  products: ProductIcon,
  services: ServiceIcon,
  projects: ProjectIcon,
  news: NewsIcon,
  partners: PartnerIcon,
  certificates: CertificateIcon,
  customPages: CustomPageIcon,
};

/** A screen that needs more than the one its declaration gives (none does yet), loaded when first opened. */
interface Screens {
  list?: () => Promise<{ default: ComponentType }>;
  form?: () => Promise<{ default: ComponentType<FormProps> }>;
}

/**
 * A record is named by the Russian of its first text (a name, a certificate's title) in titles,
 * references and the delete dialog.
 */
const russianName = (resource: Resource) => {
  const title = fieldsOf(resources[resource].fields, 'text')[0] ?? 'name';
  return (record: RaRecord) => (record[title] as { ru?: string } | undefined)?.ru ?? '';
};

/**
 * Everything `<Resource>` needs for a content type, from its declaration: the list of its declared
 * columns, one form of its fields for creating and editing, its icon, how a record is named, and
 * the `/admin/<name>/new` address of the create form.
 */
export function contentResource(name: Resource, screens: Screens = {}) {
  const Form = lazy(screens.form ?? (() => import('./ContentForm.tsx')));
  const Create = () => (
    <ResourceCreate>
      <Form mode="create" />
    </ResourceCreate>
  );
  const Edit = () => (
    <ResourceEdit>
      <Form mode="edit" />
    </ResourceEdit>
  );
  return {
    name,
    icon: ICONS[name] ?? SectionIcon,
    list: lazy(screens.list ?? (() => import('./ContentList.tsx'))),
    create: Create,
    edit: Edit,
    recordRepresentation: russianName(name),
    children: <Route path="new" element={<Create />} />,
  };
}

import { fieldsOf, type Resource, resources } from '@industrial/api/content';
import type { SvgIconComponent } from '@mui/icons-material';
import SectionIcon from '@mui/icons-material/Article';
import ProjectIcon from '@mui/icons-material/Engineering';
import ProductIcon from '@mui/icons-material/Factory';
import PartnerIcon from '@mui/icons-material/Handshake';
import ServiceIcon from '@mui/icons-material/HomeRepairService';
import NewsIcon from '@mui/icons-material/Newspaper';
import CustomPageIcon from '@mui/icons-material/NoteAddOutlined';
import VacancyIcon from '@mui/icons-material/Work';
import CertificateIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import { Route } from 'react-router-dom';
import { ResourceCreate } from '../common/ResourceCreate.tsx';
import { ResourceEdit } from '../common/ResourceEdit.tsx';

/** Each section's icon in the sidebar and on the dashboard; a section without one gets a sheet. */
const ICONS: Partial<Record<Resource, SvgIconComponent>> = {
  products: ProductIcon,
  services: ServiceIcon,
  projects: ProjectIcon,
  news: NewsIcon,
  partners: PartnerIcon,
  certificates: CertificateIcon,
  customPages: CustomPageIcon,
  vacancies: VacancyIcon,
};

/**
 * A record is named by the Russian of its first text (a name, a certificate's title) in titles,
 * references and the delete dialog.
 */
const russianName = (resource: Resource) => {
  const title = fieldsOf(resources[resource].fields, 'text')[0] ?? 'name';
  return (record: RaRecord) => (record[title] as { ru?: string } | undefined)?.ru ?? '';
};

const ContentForm = lazy(() => import('./ContentForm.tsx'));

function ContentCreate() {
  return (
    <ResourceCreate>
      <ContentForm mode="create" />
    </ResourceCreate>
  );
}

function ContentEdit() {
  return (
    <ResourceEdit>
      <ContentForm mode="edit" />
    </ResourceEdit>
  );
}

/**
 * Everything `<Resource>` needs for a content type, from its declaration: the list of its declared
 * columns, one form of its fields for creating and editing, its icon, how a record is named, and
 * the `/admin/<name>/new` address of the create form.
 */
export function contentResource(name: Resource) {
  return {
    name,
    icon: ICONS[name] ?? SectionIcon,
    list: lazy(() => import('./ContentList.tsx')),
    create: ContentCreate,
    edit: ContentEdit,
    recordRepresentation: russianName(name),
    children: <Route path="new" element={<ContentCreate />} />,
  };
}

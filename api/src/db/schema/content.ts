import { type Resource, resources } from '../../content/resources.ts';
import { contentTable } from './columns.ts';

// Each table a named export of its own, so that drizzle-kit finds it and writes its migrations.
export const products = contentTable('products', resources.products);
export const services = contentTable('services', resources.services);
export const projects = contentTable('projects', resources.projects);
export const news = contentTable('news', resources.news);
export const partners = contentTable('partners', resources.partners);
export const certificates = contentTable('certificates', resources.certificates);
export const customPages = contentTable('custom_pages', resources.customPages);
export const vacancies = contentTable('vacancies', resources.vacancies);
export const documents = contentTable('documents', resources.documents);

/** Every content resource's table: a resource declared without one fails the type check here. */
export const contentTables = {
  products,
  services,
  projects,
  news,
  partners,
  certificates,
  customPages,
  vacancies,
  documents,
} satisfies Record<Resource, unknown>;

/** Any content resource's table. */
export type ContentTable = (typeof contentTables)[Resource];

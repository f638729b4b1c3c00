import { resources } from '../../content/resources.ts';
import { contentTable } from './columns.ts';

export const products = contentTable('products', resources.products);
export const services = contentTable('services', resources.services);
export const projects = contentTable('projects', resources.projects);
export const news = contentTable('news', resources.news);
export const partners = contentTable('partners', resources.partners);
export const certificates = contentTable('certificates', resources.certificates);

/** Any content resource's table. */
export type ContentTable =
  | typeof products
  | typeof services
  | typeof projects
  | typeof news
  | typeof partners
  | typeof certificates;

import audit from './audit/index.ts';
import certificates from './certificates/index.ts';
import news from './news/index.ts';
import partners from './partners/index.ts';
import products from './products/index.ts';
import projects from './projects/index.ts';
import requests from './requests/index.ts';
import services from './services/index.ts';

/** The content sections, in the sidebar's and the dashboard's order (spec 2). */
export const contentSections = [products, services, projects, news, partners, certificates];

/** The sidebar: the content sections, then the customer requests' inbox and the action log. */
export const menuSections = [...contentSections, requests, audit];

import { RESOURCES } from '@industrial/api/content';
import applications from './applications/index.ts';
import audit from './audit/index.ts';
import { contentResource } from './content/contentResource.tsx';
import redirects from './redirects/index.ts';
import requests from './requests/index.ts';

/** The content sections, in their declared order: the sidebar's, the dashboard's and the translation queue's. */
export const contentSections = RESOURCES.map((name) => contentResource(name));

/**
 * The sections after the content's and its page texts (Страницы): requests, job applications
 * (administrators only), redirects, the action log.
 */
export const serviceSections = [requests, applications, redirects, audit];

/** Every section with screens of its own: the content, then the service sections. */
export const sections = [...contentSections, ...serviceSections];

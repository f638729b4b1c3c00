import { RESOURCES } from '@industrial/api/content';
import audit from './audit/index.ts';
import { contentResource } from './content/contentResource.tsx';
import redirects from './redirects/index.ts';
import requests from './requests/index.ts';

/** The content sections, in their declared order: the sidebar's, the dashboard's and the translation queue's. */
export const contentSections = RESOURCES.map((name) => contentResource(name));

/**
 * Every section with screens of its own: the content, then the customer requests' inbox, the
 * redirects and the action log.
 */
export const sections = [...contentSections, requests, redirects, audit];

/**
 * The one analytics service an administrator may turn on in Настройки сайта: none by default; a
 * self-hosted, cookie-free one (Plausible, Umami, or Matomo set up without cookies) by the address
 * of its script; or Yandex Metrica or Google Analytics 4 by their ids, which set cookies and so load
 * only after the visitor agrees. What each needs, how its settings are checked, and which hosts the
 * Content-Security-Policy must admit for it, in one place: the API checks with it, the app and
 * nginx widen the policy with it, the site renders from it. Plain data: the admin bundles it.
 */
import type { ErrorCode } from '../error-codes.ts';

export const ANALYTICS_SERVICES = [
  'none',
  'plausible',
  'umami',
  'matomo',
  'yandexMetrica',
  'googleAnalytics',
] as const;
export type AnalyticsService = (typeof ANALYTICS_SERVICES)[number];

/** The three settings, as Настройки сайта keeps them. */
export interface AnalyticsSettings {
  analyticsService: string;
  /** The self-hosted service's script (`https://stats.example.kz/js/script.js`); '' otherwise. */
  analyticsScriptUrl: string;
  /**
   * Umami's website id, Matomo's site id, Yandex Metrica's counter, Google Analytics' measurement
   * id; for Plausible the site's domain as registered there, optional (the site's own host). '' when none.
   */
  analyticsSiteId: string;
}

interface ServiceRule {
  /** Runs by the address of its own server (self-hosted). */
  selfHosted: boolean;
  /** Sets cookies: loads only after the visitor agrees, in the consent bar. */
  consent: boolean;
  /** The id's format; `optional` where the service works without one. */
  id: { pattern: RegExp; code: ErrorCode; optional?: true; tidy?: (id: string) => string };
  /** The hosts its script comes from and those it reports to, beyond the self-hosted server's own. */
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
}

const SERVICES: Record<Exclude<AnalyticsService, 'none'>, ServiceRule> = {
  // data-domain: the site's domain (or several, comma-separated) as registered in Plausible.
  plausible: {
    selfHosted: true,
    consent: false,
    id: {
      pattern: /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/,
      code: 'analytics.plausible_domain',
      optional: true,
      tidy: (id) => id.toLowerCase(),
    },
  },
  umami: {
    selfHosted: true,
    consent: false,
    id: {
      pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      code: 'analytics.umami_id',
      tidy: (id) => id.toLowerCase(),
    },
  },
  matomo: {
    selfHosted: true,
    consent: false,
    id: { pattern: /^[1-9][0-9]{0,8}$/, code: 'analytics.matomo_id' },
  },
  // Yandex's own list for a counter without Webvisor (yandex.ru/support/metrica/code/install-counter-csp).
  yandexMetrica: {
    selfHosted: false,
    consent: true,
    id: { pattern: /^[1-9][0-9]{3,11}$/, code: 'analytics.yandex_id' },
    scriptSrc: ['https://mc.yandex.ru', 'https://yastatic.net'],
    connectSrc: ['https://mc.yandex.ru'],
  },
  // Google's list for GA4 (developers.google.com/tag-platform/security/guides/csp); images are
  // already admitted from any https: host.
  googleAnalytics: {
    selfHosted: false,
    consent: true,
    id: { pattern: /^G-[A-Z0-9]{4,16}$/, code: 'analytics.ga4_id', tidy: (id) => id.toUpperCase() },
    scriptSrc: ['https://*.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
};

/** Whether `name` is one of the services (or none). */
export const isAnalyticsService = (name: string): name is AnalyticsService =>
  (ANALYTICS_SERVICES as readonly string[]).includes(name);

/**
 * The origin of a self-hosted service's script, if its address is one a page may load: https, a
 * host name (no user or password, no bare `localhost`), a path to the script, no fragment.
 */
export function scriptOrigin(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return undefined;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return undefined;
  if (url.pathname === '/' || address.length > 500) return undefined;
  return url.origin;
}

export interface AnalyticsRefusal {
  field: keyof AnalyticsSettings;
  code: ErrorCode;
  message: string;
}

/**
 * The settings as they are kept: trimmed, ids in the case their services write them, and what the
 * chosen service does not use emptied (an id left from another service is never kept as if set).
 */
export function tidyAnalytics<S extends AnalyticsSettings>(settings: S): S {
  const service = settings.analyticsService;
  const rule = isAnalyticsService(service) && service !== 'none' ? SERVICES[service] : undefined;
  const id = settings.analyticsSiteId.trim();
  return {
    ...settings,
    analyticsScriptUrl: rule?.selfHosted ? settings.analyticsScriptUrl.trim() : '',
    analyticsSiteId: rule ? (rule.id.tidy?.(id) ?? id) : '',
  };
}

/** What is wrong with the (tidied) settings: nothing when the service can be loaded as set. */
export function analyticsRefusals(settings: AnalyticsSettings): AnalyticsRefusal[] {
  const service = settings.analyticsService;
  if (!isAnalyticsService(service))
    return [
      {
        field: 'analyticsService',
        code: 'field.invalid',
        message: `analyticsService is not one of ${ANALYTICS_SERVICES.join(', ')}`,
      },
    ];
  if (service === 'none') return [];
  const rule = SERVICES[service];
  const refusals: AnalyticsRefusal[] = [];
  if (rule.selfHosted) {
    if (!settings.analyticsScriptUrl)
      refusals.push({
        field: 'analyticsScriptUrl',
        code: 'analytics.address_required',
        message: `analyticsScriptUrl is required for ${service}: the https address of its script`,
      });
    else if (!scriptOrigin(settings.analyticsScriptUrl))
      refusals.push({
        field: 'analyticsScriptUrl',
        code: 'analytics.address',
        message:
          'analyticsScriptUrl must be the https address of the script on a named host, without user, password or fragment',
      });
  }
  const id = settings.analyticsSiteId;
  if (!id && !rule.id.optional)
    refusals.push({
      field: 'analyticsSiteId',
      code: 'analytics.id_required',
      message: `analyticsSiteId is required for ${service}`,
    });
  else if (id && !rule.id.pattern.test(id))
    refusals.push({
      field: 'analyticsSiteId',
      code: rule.id.code,
      message: `analyticsSiteId is not a ${service} id`,
    });
  return refusals;
}

/** The service the settings turn on, once they pass the checks; undefined while analytics are off. */
export function activeAnalytics(
  settings: AnalyticsSettings,
):
  | { service: Exclude<AnalyticsService, 'none'>; scriptUrl: string; siteId: string; consent: boolean }
  | undefined {
  const tidied = tidyAnalytics(settings);
  const service = tidied.analyticsService;
  if (!isAnalyticsService(service) || service === 'none' || analyticsRefusals(tidied).length > 0)
    return undefined;
  return {
    service,
    scriptUrl: tidied.analyticsScriptUrl,
    siteId: tidied.analyticsSiteId,
    consent: SERVICES[service].consent,
  };
}

/** The sources the page policy adds for the service: empty lists while analytics are off. */
export interface AnalyticsSources {
  scriptSrc: string[];
  connectSrc: string[];
}

/**
 * Exactly the hosts the service needs in `script-src` and `connect-src`: a self-hosted service's
 * own origin (its script, and where it reports), or the hosts Yandex or Google name for theirs.
 */
export function analyticsSources(settings: AnalyticsSettings): AnalyticsSources {
  const active = activeAnalytics(settings);
  if (!active) return { scriptSrc: [], connectSrc: [] };
  const rule = SERVICES[active.service];
  const own = rule.selfHosted ? [scriptOrigin(active.scriptUrl) as string] : [];
  return { scriptSrc: [...own, ...(rule.scriptSrc ?? [])], connectSrc: [...own, ...(rule.connectSrc ?? [])] };
}

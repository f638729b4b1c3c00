import type { AuditEntry } from '@industrial/api/schemas/audit';
import type { TranslateFunction } from 'react-admin';
import { changeLabel } from '../common/revisionFields.ts';

/** What an entry is about, as a sentence: the account, the rule, the request or the item. */
export function entrySubject(entry: AuditEntry, translate: TranslateFunction): string {
  if (typeof entry.details.email === 'string') return accountChange(entry.details, translate);
  if (entry.action === 'two_factor_policy') return policyChange(entry.details, translate);
  if (entry.action === 'reorder' && entry.resource) {
    const moved = Array.isArray(entry.details.moved) ? entry.details.moved.length : 0;
    const section = translate(`resources.${entry.resource}.title`);
    return translate('resources.audit.reordered', { section, smart_count: moved });
  }
  if (isSingleton(entry)) return settingsChange(entry, translate);
  if (!entry.resource || entry.itemId === null) return '—';
  if (entry.resource === 'requests') return requestChange(entry, translate);
  if (entry.resource === 'applications') return applicationChange(entry, translate);
  if (entry.resource === 'redirects') {
    return translate('resources.audit.redirect', { from: entry.details.from, to: entry.details.to });
  }
  const title = typeof entry.details.title === 'string' ? entry.details.title : `№${entry.itemId}`;
  const section = translate(`resources.${entry.resource}.title`);
  const restored = entry.details.restoredVersion;
  const scheduled = entry.details.scheduled;
  return `${section}: «${title}»${
    typeof restored === 'number'
      ? ` — ${translate('resources.audit.restored_version', { version: restored })}`
      : ''
  }${
    scheduled === 'publish' || scheduled === 'unpublish'
      ? ` — ${translate(`resources.audit.scheduled.${scheduled}`)}${
          entry.details.late === true ? `, ${translate('resources.audit.scheduled.late')}` : ''
        }`
      : ''
  }`;
}

/** The records that exist once (the settings), and how each names its fields. */
const SINGLETON_FIELDS: Record<string, (change: string, translate: TranslateFunction) => string> = {
  settings: (change, translate) => changeLabel(translate, 'settings', change),
  'server-settings': (change, translate) =>
    translate(`admin.server_settings.fields.${change}`, { _: change }),
};
/** How many changed fields an entry names before «и ещё N». */
const NAMED_CHANGES = 3;

/** Whether the entry is about a record that exists once (the settings), which has no item of its own. */
export function isSingleton(entry: AuditEntry): boolean {
  return entry.resource !== null && Object.hasOwn(SINGLETON_FIELDS, entry.resource);
}

/** A save of the settings: «Настройки сайта: Телефон, Адрес (KK)», and the version it brought back. */
function settingsChange(entry: AuditEntry, translate: TranslateFunction): string {
  const resource = entry.resource as string;
  const changes = Array.isArray(entry.details.changes) ? (entry.details.changes as string[]) : [];
  const named = changes
    .slice(0, NAMED_CHANGES)
    .map((change) => SINGLETON_FIELDS[resource]?.(change, translate));
  if (changes.length > NAMED_CHANGES)
    named.push(translate('resources.audit.more_changes', { count: changes.length - NAMED_CHANGES }));
  const restored = entry.details.restoredVersion;
  return [
    translate(`resources.audit.singletons.${resource}`),
    named.length ? `: ${named.join(', ')}` : '',
    typeof restored === 'number'
      ? ` — ${translate('resources.audit.restored_version', { version: restored })}`
      : '',
  ].join('');
}

/** A request by its number, and for an assignment whom it went to. */
function requestChange(entry: AuditEntry, translate: TranslateFunction): string {
  const request = translate('resources.audit.request', { id: entry.itemId });
  if (entry.action !== 'request_assign') return request;
  const assignee = entry.details.assignee;
  return `${request} — ${
    typeof assignee === 'string'
      ? translate('resources.audit.assigned_to', { email: assignee })
      : translate('resources.audit.unassigned')
  }`;
}

/** An application by its number: the CV opened (its file), or whom it was given to. */
function applicationChange(entry: AuditEntry, translate: TranslateFunction): string {
  const application = translate('resources.audit.application', { id: entry.itemId });
  const { file, assignee } = entry.details;
  if (typeof file === 'string') return `${application} — ${file}`;
  if (assignee === undefined) return application;
  return `${application} — ${
    typeof assignee === 'string'
      ? translate('resources.audit.assigned_to', { email: assignee })
      : translate('resources.audit.unassigned')
  }`;
}

/** What an account entry says: whose account, and the role, state or invitation it got. */
function accountChange(details: Record<string, unknown>, translate: TranslateFunction): string {
  const parts = [translate('resources.audit.account', { email: details.email })];
  if (typeof details.role === 'string') {
    parts.push(translate('resources.audit.account_role', { role: translate(`admin.roles.${details.role}`) }));
  }
  if (details.disabled === true) parts.push(translate('resources.audit.account_disabled'));
  if (details.disabled === false) parts.push(translate('resources.audit.account_enabled'));
  if (details.accepted === true) parts.push(translate('resources.audit.account_accepted'));
  if (details.mailed === false) parts.push(translate('resources.audit.mail_off'));
  return parts.join(', ');
}

/** A second-factor rule: each role named, required or not. */
function policyChange(details: Record<string, unknown>, translate: TranslateFunction): string {
  return Object.entries(details)
    .map(
      ([role, required]) =>
        `${translate(`admin.roles.${role}`)}: ${translate(`resources.audit.two_factor_${required ? 'required' : 'optional'}`)}`,
    )
    .join(', ');
}

import type { AuditEntry } from '@industrial/api/schemas/audit';
import type { TranslateFunction } from 'react-admin';

/** What an entry is about, as a sentence: the account, the rule, the request or the item. */
export function entrySubject(entry: AuditEntry, translate: TranslateFunction): string {
  if (typeof entry.details.email === 'string') return accountChange(entry.details, translate);
  if (entry.action === 'two_factor_policy') return policyChange(entry.details, translate);
  if (entry.action === 'reorder' && entry.resource) {
    const moved = Array.isArray(entry.details.moved) ? entry.details.moved.length : 0;
    const section = translate(`resources.${entry.resource}.title`);
    return translate('resources.audit.reordered', { section, smart_count: moved });
  }
  if (!entry.resource || entry.itemId === null) return '—';
  if (entry.resource === 'requests') return requestChange(entry, translate);
  const title = typeof entry.details.title === 'string' ? entry.details.title : `№${entry.itemId}`;
  const section = translate(`resources.${entry.resource}.title`);
  const restored = entry.details.restoredVersion;
  return `${section}: «${title}»${
    typeof restored === 'number'
      ? ` — ${translate('resources.audit.restored_version', { version: restored })}`
      : ''
  }`;
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

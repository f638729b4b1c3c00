import type { AuditEntry } from '@industrial/api/schemas/audit';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/index.ts';
import { entrySubject } from './entryText.ts';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const update = (details: Record<string, unknown>) =>
  ({
    action: 'update',
    resource: 'news',
    itemId: 7,
    details: { title: 'Эмбарго', ...details },
  }) as unknown as AuditEntry;

describe('the action log names a change a schedule made', () => {
  it('says whether it published or withdrew the item, and when it came late', () => {
    expect(entrySubject(update({}), translate)).toBe('Новости: «Эмбарго»');
    expect(entrySubject(update({ scheduled: 'publish' }), translate)).toBe(
      'Новости: «Эмбарго» — опубликовано по расписанию',
    );
    expect(entrySubject(update({ scheduled: 'unpublish', late: true }), translate)).toBe(
      'Новости: «Эмбарго» — снято с публикации по расписанию, с опозданием: время наступило, пока сайт не работал',
    );
  });
});

describe('the action log names a redirect by its addresses', () => {
  it('says where from and where to', () => {
    const entry = {
      action: 'create',
      resource: 'redirects',
      itemId: 3,
      details: { from: '/o-kompanii', to: '/contacts' },
    } as unknown as AuditEntry;
    expect(entrySubject(entry, translate)).toBe('Переадресация: /o-kompanii → /contacts');
  });
});

import { resources } from '../content/resources.ts';
import type { CustomerRequest } from '../plugins/app/requests/requests-repository.ts';

export const LANGUAGES: Record<string, string> = { ru: 'русский', en: 'английский', kk: 'казахский' };

/** Line breaks and other control characters never reach a mail header. */
export const headerText = (value: string) => value.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();

/**
 * The staff notification about a new request, in Russian like the back office: plain text only,
 * so nothing the visitor typed is ever read as markup. The attachment stays in the back office.
 */
export function requestNotification(
  request: CustomerRequest,
  options: { recipients: string[]; siteUrl: string },
): { recipients: string[]; subject: string; text: string; replyTo: string | null } {
  const lines = [
    `Новая заявка №${request.id} с сайта.`,
    '',
    `Имя: ${request.name}`,
    request.company && `Компания: ${request.company}`,
    request.phone && `Телефон: ${request.phone}`,
    request.email && `Электронная почта: ${request.email}`,
    `Язык страницы: ${LANGUAGES[request.locale] ?? request.locale}`,
    ...itemLines(request, options.siteUrl),
    ...sourceLines(request),
    request.attachmentName &&
      `Вложение: ${request.attachmentName} (${Math.ceil((request.attachmentSize ?? 0) / 1024)} КБ), скачивается в панели управления`,
    '',
    'Сообщение:',
    request.message,
    '',
    `Открыть заявку: ${options.siteUrl}/admin/requests/${request.id}/show`,
  ];
  return {
    recipients: options.recipients,
    subject: headerText(`Заявка №${request.id} с сайта: ${request.name}`).slice(0, 200),
    text: lines.filter((line): line is string => typeof line === 'string').join('\n'),
    replyTo: request.email,
  };
}

/** The item the request was asked from, with its record in the back office and its page on the site. */
function itemLines(request: CustomerRequest, siteUrl: string): (string | null)[] {
  if (!request.itemResource || !request.itemId) {
    return [request.pagePath && `Отправлена со страницы: ${siteUrl}${request.pagePath}`];
  }
  const noun = resources[request.itemResource].nouns.one;
  return [
    `Запрос расчёта: ${request.itemTitle ?? '—'} (${noun} №${request.itemId})`,
    `Карточка в панели управления: ${siteUrl}/admin/${request.itemResource}/${request.itemId}`,
    request.pagePath && `Страница на сайте: ${siteUrl}${request.pagePath}`,
  ];
}

/** Where the visit came from: its source (a campaign's tag, else the referring site), campaign and first page. */
function sourceLines(request: CustomerRequest): (string | null)[] {
  const source = request.utmSource ?? request.referrerHost;
  return [
    `Источник: ${source ?? 'прямой заход'}${request.utmMedium ? ` (${request.utmMedium})` : ''}`,
    request.utmCampaign && `Кампания: ${request.utmCampaign}`,
    request.landingPath && `Первая страница визита: ${request.landingPath}`,
  ];
}

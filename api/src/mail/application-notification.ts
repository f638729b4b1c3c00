import type { JobApplication } from '../plugins/app/applications/applications-repository.ts';
import { headerText, LANGUAGES } from './request-notification.ts';

/**
 * The staff notification about a new job application, in Russian like the back office, plain
 * text only. The CV stays in the back office (every opening is logged), so the mail carries none.
 */
export function applicationNotification(
  application: JobApplication,
  options: { recipients: string[]; siteUrl: string },
): { recipients: string[]; subject: string; text: string; replyTo: string | null } {
  const lines = [
    `Новый отклик №${application.id} на вакансию «${application.vacancyTitle}».`,
    '',
    `Имя: ${application.name}`,
    application.phone && `Телефон: ${application.phone}`,
    application.email && `Электронная почта: ${application.email}`,
    `Язык страницы: ${LANGUAGES[application.locale] ?? application.locale}`,
    `Резюме: ${application.cvName} (${Math.ceil(application.cvSize / 1024)} КБ), открывается в панели управления`,
    '',
    'Сообщение:',
    application.message,
    '',
    `Открыть отклик: ${options.siteUrl}/admin/applications/${application.id}/show`,
  ];
  return {
    recipients: options.recipients,
    subject: headerText(`Отклик №${application.id}: ${application.vacancyTitle}, ${application.name}`).slice(
      0,
      200,
    ),
    text: lines.filter((line): line is string => typeof line === 'string').join('\n'),
    replyTo: application.email,
  };
}

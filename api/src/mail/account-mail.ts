import { ROLE_NAMES, type Role } from '../auth/roles.ts';
import type { AccountTokenKind } from '../db/schema/index.ts';

/** Where a link lets someone choose a password: the token rides in the fragment, which no server sees. */
export function accountLink(siteUrl: string, kind: AccountTokenKind, token: string): string {
  return `${siteUrl}/admin/${kind === 'invitation' ? 'invitation' : 'reset'}#${token}`;
}

/** The invitation and the reset mail, in Russian like the back office; plain text only. */
export function accountMail(
  kind: AccountTokenKind,
  options: { to: string; link: string; role?: Role },
): { recipients: string[]; subject: string; text: string; replyTo: null } {
  const lines =
    kind === 'invitation'
      ? [
          'Здравствуйте!',
          '',
          `Вас пригласили в панель управления сайтом${options.role ? ` (роль: ${ROLE_NAMES[options.role]})` : ''}.`,
          'Чтобы войти, задайте пароль по ссылке (ссылка одноразовая и действует 72 часа):',
          options.link,
          '',
          'Если вы не ждали приглашения, просто не открывайте ссылку.',
        ]
      : [
          'Здравствуйте!',
          '',
          'Для учётной записи с этим адресом запрошена смена пароля для входа в панель управления сайтом.',
          'Задайте новый пароль по ссылке (ссылка одноразовая и действует один час):',
          options.link,
          '',
          'Если это были не вы, ничего не делайте: пароль останется прежним.',
        ];
  return {
    recipients: [options.to],
    subject:
      kind === 'invitation'
        ? 'Приглашение в панель управления сайтом'
        : 'Смена пароля для входа в панель управления',
    text: lines.join('\n'),
    replyTo: null,
  };
}

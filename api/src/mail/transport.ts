import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../config.ts';

/**
 * An SMTP connection as the configuration describes it. Timeouts are short: the outbox retries,
 * so a mail server that hangs should fail an attempt quickly rather than hold it for minutes.
 */
export function createMailTransport(smtp: SmtpSettings): Transporter {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  if ('url' in smtp) {
    const url = new URL(smtp.url);
    return nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      ...timeouts,
    });
  }
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    ...timeouts,
  });
}

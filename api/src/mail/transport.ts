import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../config.ts';
import { defaultPort, type SmtpSecurity } from '../settings/server.ts';

/** A mail server as the transport connects to it, whether the environment or the back office named it. */
export interface SmtpServer {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string | undefined;
  password: string | undefined;
}

/** The server the environment names, by URL (`smtps://user:pass@host:465`) or by its parts. */
export function smtpServerOf(smtp: SmtpSettings): SmtpServer {
  if ('url' in smtp) {
    const url = new URL(smtp.url);
    const security = url.protocol === 'smtps:' ? 'tls' : 'none';
    return {
      host: url.hostname,
      port: Number(url.port) || defaultPort(security),
      security,
      user: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.username ? decodeURIComponent(url.password) : undefined,
    };
  }
  return {
    host: smtp.host,
    port: smtp.port,
    security: smtp.secure ? 'tls' : 'none',
    user: smtp.user,
    password: smtp.password,
  };
}

/**
 * An SMTP connection to the server. Timeouts are short: the outbox retries, so a mail server that
 * hangs should fail an attempt quickly rather than hold it for minutes (and a test mail answers soon).
 */
export function createMailTransport(server: SmtpServer): Transporter {
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    auth: server.user ? { user: server.user, pass: server.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

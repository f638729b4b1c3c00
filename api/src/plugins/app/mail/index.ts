import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { createMailTransport } from '../../../mail/transport.ts';
import type { MailSetup } from '../settings/server.ts';
import {
  type OutboxMail,
  type OutboxRepository,
  outboxRepository,
  type QueuedMail,
  type SendOutcome,
} from './outbox-repository.ts';

/** The worker looks at the outbox at least this often, for mail queued by other instances. */
const MAX_IDLE_MS = 60_000;

export interface Mail {
  /** False while no mail server and sender are set (the environment's or the back office's): nothing is queued or sent. */
  enabled(): Promise<boolean>;
  outbox: OutboxRepository;
  /** Queues a mail (its record must already be stored) and wakes the worker. */
  enqueue(kind: string, mail: OutboxMail): Promise<QueuedMail>;
  /** Wakes the worker now, for mail queued inside another transaction. */
  wake(): void;
  /** Sends every mail that is due; answers how many went out. Tests call it to skip the wait. */
  deliverDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * The outbox worker: sends due mail through SMTP and records each outcome, so a failing mail
 * server delays mail but never loses it. The server and sender are read at each delivery (an
 * administrator may change them in the back office, on any instance); while none is set (the
 * local default) nothing is queued and no timer runs.
 */
export default fp(
  async (app) => {
    const { retryBaseMs, maxAttempts } = app.config.mail;
    const outbox = outboxRepository(
      app.db,
      { baseMs: retryBaseMs, maxAttempts },
      { rowLocks: app.database.driver === 'postgres' },
    );

    /** The connection in use, kept while the server it was made for stays the same. */
    let connection: { server: string; transport: Transporter } | undefined;
    function transportFor(setup: MailSetup): Transporter {
      const server = JSON.stringify(setup.server);
      if (connection?.server !== server) {
        connection?.transport.close();
        connection = { server, transport: createMailTransport(setup.server) };
      }
      return connection.transport;
    }

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<number> | undefined;
    let again = false;
    let closed = false;

    async function send(setup: MailSetup, mail: QueuedMail): Promise<SendOutcome> {
      try {
        await transportFor(setup).sendMail({
          from: setup.from,
          to: mail.recipients,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
        });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }

    /**
     * Sends due mail one at a time (each picked only when its turn comes) until none is due or one
     * fails: the next pass then comes when the earliest mail is due, not at once for the mail that failed.
     */
    async function deliverAll(setup: MailSetup): Promise<number> {
      let sent = 0;
      while (!closed) {
        const outcome = await outbox.sendNext((mail) => send(setup, mail));
        if (!outcome) return sent;
        const { mail, error } = outcome;
        if (error === null) {
          sent += 1;
          app.log.info({ mail: mail.id, kind: mail.kind }, 'mail sent');
        } else {
          const attempt = mail.attempts + 1;
          app.log.warn({ mail: mail.id, kind: mail.kind, attempt, reason: error }, 'mail not sent');
          return sent;
        }
      }
      return sent;
    }

    /** One delivery at a time in this process; a wake during one runs another right after. */
    function deliverDue(): Promise<number> {
      if (closed) return Promise.resolve(0);
      if (running) {
        again = true;
        return running;
      }
      let on = false;
      running = app.serverSettings
        .mail()
        .then((setup) => {
          on = Boolean(setup);
          return setup ? deliverAll(setup) : 0;
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'mail outbox failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            void deliverDue();
          } else if (on) scheduleNext();
        });
      return running;
    }

    function scheduleNext(): void {
      if (closed) return;
      outbox.nextDueAt().then(
        (at) => {
          if (closed) return;
          const wait = at ? Math.max(0, at.getTime() - Date.now()) : MAX_IDLE_MS;
          clearTimeout(timer);
          timer = setTimeout(() => void deliverDue(), Math.min(wait, MAX_IDLE_MS) + 5);
          timer.unref();
        },
        (error: unknown) => app.log.error({ err: error }, 'mail outbox could not be read'),
      );
    }

    const mail: Mail = {
      enabled: async () => Boolean(await app.serverSettings.mail()),
      outbox,
      async enqueue(kind, message) {
        const row = await outbox.enqueue(kind, message);
        mail.wake();
        return row;
      },
      wake() {
        setImmediate(() => void deliverDue());
      },
      deliverDue,
    };
    app.decorate('mail', mail);

    app.addHook('onReady', async () => mail.wake());
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
      connection?.transport.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'server-settings'] },
);

import fp from 'fastify-plugin';
import { badRequest } from '../../../errors.ts';
import { requestNotification } from '../../../mail/request-notification.ts';
import { openPrivateStorage } from '../../../storage/index.ts';
import type { Storage } from '../../../storage/storage.ts';
import { ATTACHMENT_CONTENT_TYPES, storeVisitorFile } from './attachments.ts';
import { type RequestChallenges, requestChallenges } from './challenges.ts';
import {
  type CustomerRequest,
  type NewRequest,
  type RequestsRepository,
  requestsRepository,
} from './requests-repository.ts';

/** The retention sweep runs at start and then this often (on one instance of several). */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface Requests {
  repository: RequestsRepository;
  challenges: RequestChallenges;
  /** Attachments, in a private area that no public route serves. */
  files: Storage;
  /**
   * Who is told about a new request: the addresses in Настройки сайта, or else REQUEST_NOTIFY_TO;
   * nobody without SMTP.
   */
  recipients(): Promise<string[]>;
  /** Refuses (400 `policy.unknown`) a version of the privacy policy that never went public; also for applications. */
  checkPolicy(version: number | null): Promise<void>;
  /**
   * Stores a request with its file, if it came with one (judged by its bytes: 415 for a kind not
   * accepted), and queues its notification, then wakes the mail worker. A request naming a version
   * of the privacy policy that never went public, or an item visitors cannot see, is refused (400). A request that cannot be stored
   * leaves no file behind.
   */
  receive(values: Omit<NewRequest, 'attachment'>, file?: ReceivedFile): Promise<CustomerRequest>;
  /** Deletes a request with its attachment. */
  remove(id: number): Promise<CustomerRequest | undefined>;
  /** Removes closed requests past the retention period, and expired challenge marks; answers how many requests. */
  sweep(): Promise<number>;
}

/** A file a visitor attached, as it arrived. */
export interface ReceivedFile {
  bytes: Buffer;
  /** The name the visitor's browser gave it. */
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    requests: Requests;
  }
}

/** Customer requests: the repository, the form's proof of work, the private files and the retention sweep. */
export default fp<{ files?: Storage }>(
  async (app, options) => {
    const repository = requestsRepository(app.db);
    const challenges = requestChallenges(app.db, {
      secret: app.config.jwtSecret,
      difficulty: app.config.requests.challengeDifficulty,
    });
    const files =
      options.files ??
      (await openPrivateStorage(
        app.config,
        'request-files',
        { contentTypes: ATTACHMENT_CONTENT_TYPES },
        app.log,
      ));
    async function recipients(): Promise<string[]> {
      if (!(await app.mail.enabled())) return [];
      const { notifyEmails } = (await app.settings.get()).values;
      return notifyEmails.length > 0 ? notifyEmails : app.config.requests.notifyTo;
    }

    async function removeFile(key: string | null): Promise<void> {
      if (!key) return;
      await files.remove(key).catch((error: unknown) => {
        app.log.error({ err: error, key }, 'request attachment could not be removed');
      });
    }

    // Versions are never removed: one that is there now is there when the form is stored.
    async function checkPolicy(version: number | null): Promise<void> {
      if (version !== null && !(await app.privacyVersions.get(version))) {
        throw badRequest(
          `policyVersion ${version} is not a published version of the privacy policy: reload the page and send the form again`,
          'policy.unknown',
          { field: 'policyVersion' },
        );
      }
    }

    const requests: Requests = {
      repository,
      challenges,
      files,
      recipients,
      checkPolicy,
      async receive(values, file) {
        await checkPolicy(values.policyVersion);
        // The item must be one a visitor can see now: published, not in the trash.
        if (
          values.itemResource &&
          values.itemId &&
          !(await app.content[values.itemResource].get(values.itemId, { includeDrafts: false }))
        ) {
          throw badRequest(
            `There is no published ${values.itemResource} with id ${values.itemId} to ask about`,
            'request.item_unknown',
            { field: 'itemId' },
          );
        }
        const attachment = file ? await storeVisitorFile(files, file) : null;
        try {
          const to = await recipients();
          const siteUrl = to.length ? await app.serverSettings.siteUrl() : '';
          const compose = to.length
            ? (request: CustomerRequest) => requestNotification(request, { recipients: to, siteUrl })
            : undefined;
          const request = await repository.create({ ...values, attachment }, compose);
          if (compose) app.mail.wake();
          return request;
        } catch (error) {
          if (attachment) await files.remove(attachment.key).catch(() => {});
          throw error;
        }
      },
      async remove(id) {
        const removed = await repository.remove(id);
        if (!removed) return undefined;
        await removeFile(removed.attachmentKey);
        const { attachmentKey: _, ...request } = removed;
        return request;
      },
      async sweep() {
        const removed = await repository.removeClosedBefore(app.config.requests.retentionDays);
        for (const row of removed) await removeFile(row.attachmentKey);
        await challenges.removeExpired();
        if (removed.length)
          app.log.info({ removed: removed.length }, 'closed requests past retention removed');
        return removed.length;
      },
    };
    app.decorate('requests', requests);

    app.cluster.every('request retention', SWEEP_INTERVAL_MS, () => requests.sweep());
  },
  {
    name: 'requests',
    dependencies: ['database', 'cluster', 'mail', 'settings', 'server-settings', 'pages', 'content'],
  },
);

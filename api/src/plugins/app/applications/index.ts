import fp from 'fastify-plugin';
import { applicationNotification } from '../../../mail/application-notification.ts';
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '../../../settings/fields.ts';
import { openPrivateStorage } from '../../../storage/index.ts';
import type { Storage } from '../../../storage/storage.ts';
import { ATTACHMENT_CONTENT_TYPES, CV_FILES, storeVisitorFile } from '../requests/attachments.ts';
import type { ReceivedFile } from '../requests/index.ts';
import {
  type ApplicationsRepository,
  applicationsRepository,
  type JobApplication,
  type NewApplication,
} from './applications-repository.ts';

/** The retention sweep runs at start and then this often (on one instance of several). */
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface Applications {
  repository: ApplicationsRepository;
  /** CVs, in a private area that no public route serves. */
  files: Storage;
  /** Days an application is kept after it came: Настройки сайта's, else 180. */
  retentionDays(): Promise<number>;
  /** Who is told about a new application: the addresses set for applications; nobody without them or SMTP. */
  recipients(): Promise<string[]>;
  /**
   * Stores an application with its CV (judged by its bytes: 415 unless PDF or Word, or for an
   * archive bomb) and queues its notification. Nothing is left behind when it cannot be stored.
   */
  receive(values: Omit<NewApplication, 'cv'>, cv: ReceivedFile): Promise<JobApplication>;
  /** Deletes an application with its CV. */
  remove(id: number): Promise<JobApplication | undefined>;
  /** Deletes for good the applications past the retention period at `now`, with their CVs; answers how many. */
  sweep(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    applications: Applications;
  }
}

/** Job applications: the repository, the private CVs, the notification and the retention sweep. */
export default fp<{ files?: Storage }>(
  async (app, options) => {
    const repository = applicationsRepository(app.db);
    const files =
      options.files ??
      (await openPrivateStorage(
        app.config,
        'application-files',
        { contentTypes: ATTACHMENT_CONTENT_TYPES },
        app.log,
      ));

    async function retentionDays(): Promise<number> {
      const { applicationRetentionDays } = (await app.settings.get()).values;
      return applicationRetentionDays || DEFAULT_APPLICATION_RETENTION_DAYS;
    }

    async function recipients(): Promise<string[]> {
      if (!(await app.mail.enabled())) return [];
      return (await app.settings.get()).values.applicationNotifyEmails ?? [];
    }

    async function removeFile(key: string): Promise<void> {
      await files.remove(key).catch((error: unknown) => {
        app.log.error({ err: error, key }, 'CV could not be removed');
      });
    }

    const applications: Applications = {
      repository,
      files,
      retentionDays,
      recipients,
      async receive(values, file) {
        await app.requests.checkPolicy(values.policyVersion);
        const cv = await storeVisitorFile(files, file, CV_FILES);
        try {
          const to = await recipients();
          const siteUrl = to.length ? await app.serverSettings.siteUrl() : '';
          const compose = to.length
            ? (application: JobApplication) =>
                applicationNotification(application, { recipients: to, siteUrl })
            : undefined;
          const stored = await repository.create({ ...values, cv }, await retentionDays(), compose);
          if (compose) app.mail.wake();
          return stored;
        } catch (error) {
          await files.remove(cv.key).catch(() => {});
          throw error;
        }
      },
      async remove(id) {
        const before = await repository.get(id, await retentionDays());
        const removed = before && (await repository.remove(id));
        if (!removed) return undefined;
        await removeFile(removed.cvKey);
        return before;
      },
      async sweep(now = new Date()) {
        const removed = await repository.removeOlderThan(await retentionDays(), now);
        for (const row of removed) await removeFile(row.cvKey);
        if (removed.length) app.log.info({ removed: removed.length }, 'applications past retention deleted');
        return removed.length;
      },
    };
    app.decorate('applications', applications);

    app.cluster.every('application retention', SWEEP_INTERVAL_MS, () => applications.sweep());
  },
  {
    name: 'applications',
    dependencies: ['database', 'cluster', 'mail', 'settings', 'server-settings', 'requests'],
  },
);

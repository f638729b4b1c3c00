import { eq } from 'drizzle-orm';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { privacyVersions } from '../../db/schema/privacy-versions.ts';
import type { Database } from '../../db/types.ts';

/** A version of the privacy policy as it went public. */
export interface PrivacyVersion {
  version: number;
  /** The `privacy` page's texts in every language. */
  texts: Record<string, unknown>;
  publishedAt: string;
}

type Queries = Pick<Database, 'insert'>;

/** The kept versions of the privacy policy (`privacy_versions`): added to, never changed. */
export function privacyVersionsRepository(db: Database) {
  return {
    /**
     * Keeps the page's texts under their version, in the transaction that saves them. A version
     * kept before is never replaced: the save fails instead.
     */
    async keep(tx: Queries, version: number, texts: object): Promise<void> {
      await tx.insert(privacyVersions).values({ version, texts: texts as Record<string, unknown> });
    },

    async get(version: number): Promise<PrivacyVersion | undefined> {
      const [row] = await db.select().from(privacyVersions).where(eq(privacyVersions.version, version));
      return row && { ...row, publishedAt: isoTimestamp(row.publishedAt) };
    },
  };
}

export type PrivacyVersions = ReturnType<typeof privacyVersionsRepository>;

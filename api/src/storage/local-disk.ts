import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Storage, type StorageOptions, storedNameCheck, UPLOAD_CONTENT_TYPES } from './storage.ts';

const PRIVATE_MODES = { folder: 0o700, file: 0o600 };

/** What closing a private folder changed: the folder's own mode, and how many files. */
export interface ClosedFolder {
  folder: boolean;
  files: number;
}

/**
 * Closes a private folder to the service's account: the folder 0700 and each file in it 0600, as
 * files stored before that rule (world-readable) would otherwise stay. A missing folder is fine.
 */
export async function closePrivateFolder(folder: string): Promise<ClosedFolder> {
  const closed: ClosedFolder = { folder: false, files: 0 };
  const info = await stat(folder).catch(() => undefined);
  if (!info?.isDirectory()) return closed;
  if ((info.mode & 0o777) !== PRIVATE_MODES.folder) {
    await chmod(folder, PRIVATE_MODES.folder);
    closed.folder = true;
  }
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    // Links are left alone: chmod would change what they point at.
    if (!entry.isFile()) continue;
    const path = join(folder, entry.name);
    // Another instance may remove a file meanwhile.
    const mode = (await stat(path).catch(() => undefined))?.mode;
    if (mode === undefined || (mode & 0o777) === PRIVATE_MODES.file) continue;
    await chmod(path, PRIVATE_MODES.file);
    closed.files++;
  }
  return closed;
}

/** Stores files in one folder; writes go to a temporary name first and are renamed into place. */
export function localDiskStorage(folder: string, options: StorageOptions = {}): Storage {
  const accepts = storedNameCheck(options.contentTypes ?? UPLOAD_CONTENT_TYPES);
  // Without `private`, the process's umask decides (uploads are public anyway).
  const modes = options.private ? PRIVATE_MODES : { folder: undefined, file: undefined };
  const pathOf = (name: string) => {
    if (!accepts(name)) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
    return join(folder, name);
  };
  return {
    async put(name, bytes) {
      const target = pathOf(name);
      await mkdir(folder, { recursive: true, mode: modes.folder });
      // A folder made before files were private (0755) is closed too, and with it the files in it.
      if (modes.folder) await chmod(folder, modes.folder);
      const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}.part`);
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: modes.file });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      if (!accepts(name)) return undefined;
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    async exists(name) {
      if (!accepts(name)) return false;
      const info = await stat(join(folder, name)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}

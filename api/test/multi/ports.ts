import { freePort } from '../smtp-support.ts';

/** Port `E2E_PORT + offset` when a run is given its own range (`E2E_PORT=4600`), else a free one. */
export async function portAt(offset: number): Promise<number> {
  const base = Number(process.env.E2E_PORT);
  return base ? base + offset : freePort();
}

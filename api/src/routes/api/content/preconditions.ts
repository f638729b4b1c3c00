import type { FastifyRequest } from 'fastify';

/** The signed-in administrator who makes a change, as the history records them. */
export function authorOf(request: FastifyRequest): number | null {
  return request.admin?.uid ?? null;
}

/** The version an `If-Match` header names (`"4"` or `4`); the schema has already checked its form. */
export function versionIn(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  return Number(ifMatch.trim().replace(/"/g, ''));
}

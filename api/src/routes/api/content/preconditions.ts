/**
 * The version an `If-Match` header names; `*` (any version) and no header name none. The schema has
 * already checked the form (`IfMatch` in schemas/content.ts).
 */
export function versionIn(ifMatch: string | undefined): number | undefined {
  const version = ifMatch === undefined ? undefined : /^\s*(?:W\/)?"?v?([0-9]{1,10})/.exec(ifMatch)?.[1];
  return version === undefined ? undefined : Number(version);
}

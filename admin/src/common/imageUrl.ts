/** Spec 3: an address starting with http is used as is; any other path is served under /api. */
export function imageUrl(address: string): string {
  if (address.startsWith('http')) return address;
  return `/api${address.startsWith('/') ? '' : '/'}${address}`;
}

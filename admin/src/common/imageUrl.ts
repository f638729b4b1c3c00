/** An address starting with http is used as is; any other path (`/uploads/…`) is served under /api. */
export function imageUrl(address: string): string {
  if (address.startsWith('http')) return address;
  return `/api${address.startsWith('/') ? '' : '/'}${address}`;
}

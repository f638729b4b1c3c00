// Node only (node:net): not part of `@industrial/api/content`, which the admin bundles for the browser.
import { BlockList, isIP } from 'node:net';

/**
 * Which image addresses the site build may fetch: the API refuses the others on save, and the build
 * leaves out any that reached the database before (`site/src/content/api.ts`). Remote images come
 * only over https from the hosts `REMOTE_IMAGE_HOSTS` names; never from this machine or its network,
 * where a fetch by the builder would reach what visitors cannot.
 */

/** Loopback, private, link-local and other non-public ranges, whatever the host list says. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** The allowed hosts from `REMOTE_IMAGE_HOSTS` (comma-separated; unset or empty: none). */
export function remoteImageHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether an image field holds an address (`http…`) rather than an upload's path. */
export function isRemoteImage(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Whether the build may fetch this remote image: https, an allowed host, not an internal address. */
export function isAllowedRemoteImage(address: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  const family = isIP(host);
  if (family && INTERNAL.check(host, family === 4 ? 'ipv4' : 'ipv6')) return false;
  return allowedHosts.includes(host);
}

/**
 * The video and map services the site can embed, and how a link staff paste becomes the embed.
 * The Content-Security-Policy's frame-src reads `EMBED_HOSTS`, so the two never drift apart.
 */
export const VIDEO_EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  // Videos that news bodies stored before the editor's allow-list was narrowed may still embed.
  'https://www.youtube.com',
] as const;
/** Any place, whichever service staff took it from, is shown in Yandex's map widget. */
export const MAP_EMBED_HOSTS = ['https://yandex.kz', 'https://yandex.ru'] as const;
/** Every origin a page of the site may frame. */
export const EMBED_HOSTS = [...VIDEO_EMBED_HOSTS, ...MAP_EMBED_HOSTS] as const;

export type VideoProvider = 'youtube' | 'vimeo';
export interface Video {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{5,12}$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A YouTube or Vimeo link, or a bare id, as the video to embed; null when it is neither. */
export function parseVideo(input: string): Video | null {
  const value = input.trim();
  if (VIMEO_ID.test(value)) return { provider: 'vimeo', id: value };
  if (YOUTUBE_ID.test(value)) return { provider: 'youtube', id: value };
  const url = parseUrl(value);
  if (url?.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ??
      (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') ? segments[1] : undefined);
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const numeric = segments.find((segment) => VIMEO_ID.test(segment));
    return numeric ? { provider: 'vimeo', id: numeric } : null;
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

/** The privacy-friendly player's address for a video. */
export function videoEmbedUrl(video: Video): string {
  return video.provider === 'vimeo'
    ? `https://player.vimeo.com/video/${video.id}?dnt=1`
    : `https://www.youtube-nocookie.com/embed/${video.id}`;
}

export interface MapPlace {
  latitude: number;
  longitude: number;
  zoom: number;
}

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const MAP_HOSTS = [
  'yandex.kz',
  'yandex.ru',
  'yandex.com',
  'google.com',
  'maps.google.com',
  '2gis.kz',
  '2gis.ru',
  'openstreetmap.org',
];

function place(latitude: number, longitude: number, zoom = 15): MapPlace | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, zoom: Math.min(19, Math.max(2, Math.round(zoom))) };
}

/**
 * Coordinates ("47.0945, 51.9238") or a link from a supported maps service, as the place to show;
 * null for anything else. Yandex and 2GIS write longitude first; Google and OpenStreetMap latitude.
 */
export function parseMap(input: string): MapPlace | null {
  const value = input.trim();
  const pair = COORDINATES.exec(value);
  if (pair) return place(Number(pair[1]), Number(pair[2]));
  const url = parseUrl(value);
  if (url?.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  if (!MAP_HOSTS.includes(host)) return null;
  const zoom = Number(url.searchParams.get('z') ?? url.searchParams.get('zoom') ?? 15);
  if (host.startsWith('yandex') || host.startsWith('2gis')) {
    const ll = (url.searchParams.get('ll') ?? url.searchParams.get('m') ?? '').split(/[,/]/).map(Number);
    if (ll.length >= 2) return place(ll[1] as number, ll[0] as number, ll[2] ?? zoom);
    return null;
  }
  if (host.endsWith('google.com')) {
    const at = /@(-?[\d.]+),(-?[\d.]+),(\d+(?:\.\d+)?)z/.exec(url.pathname);
    if (at) return place(Number(at[1]), Number(at[2]), Number(at[3]));
    const q = COORDINATES.exec(url.searchParams.get('q') ?? '');
    return q ? place(Number(q[1]), Number(q[2]), zoom) : null;
  }
  const hash = /map=(\d+)\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url.hash);
  if (hash) return place(Number(hash[2]), Number(hash[3]), Number(hash[1]));
  const lat = url.searchParams.get('mlat');
  const lon = url.searchParams.get('mlon');
  return lat && lon ? place(Number(lat), Number(lon), zoom) : null;
}

/** The map frame shown on the contacts page (Yandex's widget: the company's home market). */
export function mapEmbedUrl({ latitude, longitude, zoom }: MapPlace): string {
  const ll = `${longitude}%2C${latitude}`;
  return `https://yandex.kz/map-widget/v1/?ll=${ll}&z=${zoom}&pt=${ll}`;
}

/** The "how to find us" link: the service staff pasted from, or Yandex for bare coordinates. */
export function mapLinkUrl(input: string, { latitude, longitude, zoom }: MapPlace): string {
  const url = parseUrl(input.trim());
  if (url && url.protocol === 'https:') return url.href;
  return `https://yandex.kz/maps/?ll=${longitude}%2C${latitude}&z=${zoom}&pt=${longitude}%2C${latitude}`;
}

/** An address staff typed is safe to link to: https, or tel:/mailto: where `allow` says so. */
export function isSafeLink(value: string, allow: readonly ('tel:' | 'mailto:')[] = []): boolean {
  const url = parseUrl(value.trim());
  if (!url) return false;
  return url.protocol === 'https:' || (allow as readonly string[]).includes(url.protocol);
}

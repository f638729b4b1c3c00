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

/** Where a place was read from: a maps service's link or embed code, or bare coordinates. */
export type MapSource = 'google' | 'yandex' | '2gis' | 'openstreetmap' | 'coordinates';

/** What staff pasted into the map field, understood: the place, where from, and its name when the link gives one. */
export interface MapReading {
  place: MapPlace;
  source: MapSource;
  name: string | null;
}

/**
 * Why a paste shows no place: `link.map_short` is a link of a known service that names no place
 * in itself (a short link, which only its service can open); `link.map` is anything else.
 */
export type MapRefusal = 'link.map' | 'link.map_short';

const DEFAULT_ZOOM = 15;
const MAP_SERVICES: Record<string, Exclude<MapSource, 'coordinates'>> = {
  'yandex.kz': 'yandex',
  'yandex.ru': 'yandex',
  'yandex.com': 'yandex',
  'yandex.by': 'yandex',
  'yandex.uz': 'yandex',
  'maps.yandex.kz': 'yandex',
  'maps.yandex.ru': 'yandex',
  'maps.yandex.com': 'yandex',
  'google.com': 'google',
  'google.kz': 'google',
  'google.ru': 'google',
  'maps.google.com': 'google',
  'maps.google.kz': 'google',
  'maps.google.ru': 'google',
  '2gis.kz': '2gis',
  '2gis.ru': '2gis',
  '2gis.com': '2gis',
  'openstreetmap.org': 'openstreetmap',
};

function place(latitude: number, longitude: number, zoom = DEFAULT_ZOOM): MapPlace | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const level = Number.isFinite(zoom) ? zoom : DEFAULT_ZOOM;
  return { latitude, longitude, zoom: Math.min(19, Math.max(2, Math.round(level))) };
}

/**
 * A place, or why there is none, from what staff paste into the map field: coordinates (decimal,
 * with N/S/E/W, or degrees-minutes-seconds as Google shows them), a link from Google Maps, Yandex
 * Maps, 2GIS or OpenStreetMap as the address bar shows it, or a service's embed code (whose
 * `<iframe>` address must be on one of those services). Nothing is fetched: a short link, which only
 * its service can resolve, is refused with `link.map_short`. Yandex and 2GIS write longitude first.
 */
export function parseMap(input: string): MapReading | { reason: MapRefusal } {
  const value = input.trim();
  const refused = { reason: 'link.map' } as const;
  if (value === '') return refused;
  const coordinates = parseCoordinates(value);
  if (coordinates) return { place: coordinates, source: 'coordinates', name: null };
  if (value.includes('<')) return parseEmbedCode(value) ?? refused;
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  if (url?.protocol !== 'https:') return refused;
  return parseMapUrl(url) ?? refused;
}

/** Coordinates as people write or copy them; latitude first, as every service shows them. */
function parseCoordinates(value: string): MapPlace | null {
  const decimal =
    /^(-?\d{1,2}(?:\.\d+)?)\s*°?\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*°?$/.exec(value) ??
    // A decimal comma is unambiguous only with another separator: «47,0945; 51,9238».
    /^(-?\d{1,2},\d+)\s*[;\s]\s*(-?\d{1,3},\d+)$/.exec(value);
  if (decimal) return place(decimalNumber(decimal[1]), decimalNumber(decimal[2]));
  // «47°05'40.2"N 51°55'25.7"E», «47.0945° N, 51.9238° E», «N 47.0945, E 51.9238».
  const after = new RegExp(String.raw`^${ANGLE}\s*([NSEW])\s*[,;]?\s*${ANGLE}\s*([NSEW])$`, 'i').exec(value);
  const before = new RegExp(String.raw`^([NSEW])\s*${ANGLE}\s*[,;]?\s*([NSEW])\s*${ANGLE}$`, 'i').exec(value);
  const parts = after
    ? [after.slice(1, 5), after.slice(5, 9)]
    : before
      ? [before.slice(1, 5), before.slice(5, 9)]
      : null;
  if (!parts) return null;
  const [first, second] = parts.map((part) =>
    after ? hemisphereValue(part[3], part) : hemisphereValue(part[0], part.slice(1)),
  );
  if (!first || !second || first.axis === second.axis) return null;
  const [latitude, longitude] = first.axis === 'latitude' ? [first, second] : [second, first];
  return place(latitude.value, longitude.value);
}

/** Degrees, with minutes and seconds or without: «47°05'40.2"», «47.0945°», «47.0945». */
const ANGLE = String.raw`(\d{1,3}(?:[.,]\d+)?)\s*°?\s*(?:(\d{1,2}(?:[.,]\d+)?)\s*['′’]\s*(?:(\d{1,2}(?:[.,]\d+)?)\s*(?:["″”]|'')\s*)?)?`;

function decimalNumber(text: string | undefined): number {
  return Number((text ?? '').replace(',', '.'));
}

/** One coordinate with its hemisphere letter: N and S are latitudes, E and W longitudes. */
function hemisphereValue(letter: string | undefined, [degrees, minutes, seconds]: (string | undefined)[]) {
  const [whole, parts, rest] = [degrees, minutes ?? '0', seconds ?? '0'].map(decimalNumber) as [
    number,
    number,
    number,
  ];
  if (!letter || parts >= 60 || rest >= 60) return null;
  const value = whole + parts / 60 + rest / 3600;
  const upper = letter.toUpperCase();
  return {
    axis: upper === 'N' || upper === 'S' ? ('latitude' as const) : ('longitude' as const),
    value: upper === 'S' || upper === 'W' ? -value : value,
  };
}

/** Characters an HTML attribute may spell as entities. */
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeAttribute(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/**
 * A service's embed code: the `<iframe>` Google, Yandex and OpenStreetMap give (its address read
 * like a link, and only from those services), or 2GIS's widget, whose script names the place.
 */
function parseEmbedCode(code: string): MapReading | { reason: MapRefusal } | null {
  const frame = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(code);
  if (frame) {
    const url = parseUrl(decodeAttribute(frame[1] ?? frame[2] ?? frame[3] ?? '').trim());
    return url?.protocol === 'https:' ? parseMapUrl(url) : null;
  }
  if (!/\bDGWidgetLoader\b/.test(code)) return null;
  const pos = /"pos"\s*:\s*\{([^}]*)\}/.exec(code)?.[1] ?? '';
  const number = (key: string) => Number(new RegExp(`"${key}"\\s*:\\s*(-?[\\d.]+)`).exec(pos)?.[1]);
  const found = place(number('lat'), number('lon'), number('zoom'));
  return found ? { place: found, source: '2gis', name: null } : null;
}

/** A link (or an embed's address) of a maps service, as the place it shows. */
function parseMapUrl(url: URL): MapReading | { reason: MapRefusal } | null {
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  if (isShortLink(host, url.pathname)) return { reason: 'link.map_short' };
  const source = MAP_SERVICES[host];
  if (!source) return null;
  const read = READERS[source](url);
  if (read) return { source, ...read };
  // A link of a maps service that names no place (a firm's page, a search): only its service knows.
  return { reason: 'link.map_short' };
}

/** Links that only the service can resolve, by redirecting: reading them would mean fetching them. */
function isShortLink(host: string, path: string): boolean {
  if (['maps.app.goo.gl', 'g.co', 'go.2gis.com', 'ya.cc'].includes(host)) return true;
  if (host === 'goo.gl') return path.startsWith('/maps');
  if (MAP_SERVICES[host] === 'yandex') return /^\/(maps|map-widget\/v1)\/-\//.test(path);
  return false;
}

type Reader = (url: URL) => { place: MapPlace; name: string | null } | null;

/** 'lon,lat' as Yandex and 2GIS write a point. */
function lonLat(text: string | null, zoom?: number): MapPlace | null {
  const [longitude, latitude] = (text ?? '').split(/[,~]/).map(Number);
  if (longitude === undefined || latitude === undefined || !text) return null;
  return place(latitude, longitude, zoom);
}

const READERS: Record<Exclude<MapSource, 'coordinates'>, Reader> = {
  google(url) {
    const params = url.searchParams;
    const named = /^\/maps\/place\/([^/@]+)/.exec(url.pathname)?.[1];
    const name = named ? readableName(named) : null;
    const zoomAt = /@-?[\d.]+,-?[\d.]+,(\d+(?:\.\d+)?)z/.exec(url.pathname);
    const zoom = zoomAt ? Number(zoomAt[1]) : Number(params.get('z') ?? params.get('zoom') ?? DEFAULT_ZOOM);
    // The embed code's `pb`: `!2d` longitude, `!3d` latitude, `!1d` the height of the view in metres.
    const pb = params.get('pb');
    if (url.pathname.startsWith('/maps/embed') && pb) {
      const latitude = Number(/!3d(-?[\d.]+)/.exec(pb)?.[1]);
      const longitude = Number(/!2d(-?[\d.]+)/.exec(pb)?.[1]);
      const metres = Number(/!1d([\d.]+)/.exec(pb)?.[1]);
      const title = /!1s0x[0-9a-f]+(?::|%3A)0x[0-9a-f]+!2s([^!]+)/i.exec(pb)?.[1];
      const found = place(latitude, longitude, metres > 0 ? zoomForHeight(metres, latitude) : DEFAULT_ZOOM);
      return found ? { place: found, name: title ? readableName(title) : null } : null;
    }
    // The place itself (`!3d…!4d…` in the data part) is more exact than the view's centre (`@`).
    const marked = /!3d(-?[\d.]+)!4d(-?[\d.]+)/.exec(url.pathname);
    if (marked) {
      const found = place(Number(marked[1]), Number(marked[2]), zoom);
      if (found) return { place: found, name };
    }
    const at = /@(-?[\d.]+),(-?[\d.]+)/.exec(url.pathname);
    if (at) {
      const found = place(Number(at[1]), Number(at[2]), zoom);
      if (found) return { place: found, name };
    }
    for (const key of ['q', 'query', 'll', 'center', 'destination']) {
      const pair = parseCoordinates(params.get(key) ?? '');
      const found = pair && place(pair.latitude, pair.longitude, zoom);
      if (found) return { place: found, name };
    }
    return null;
  },
  yandex(url) {
    const params = url.searchParams;
    const zoom = Number(params.get('z') ?? params.get('whatshere[zoom]') ?? DEFAULT_ZOOM);
    const found =
      lonLat(params.get('pt'), zoom) ??
      lonLat(params.get('whatshere[point]'), zoom) ??
      lonLat(params.get('ll'), zoom);
    const text = params.get('text');
    return found
      ? { place: found, name: text && !parseCoordinates(text) ? text.trim().slice(0, 200) : null }
      : null;
  },
  '2gis'(url) {
    // `m=lon,lat/zoom` for the view; `/geo/<id>/<lon>,<lat>` for a point.
    const [point, zoom] = (url.searchParams.get('m') ?? '').split('/');
    const geo = /\/geo\/[^/]+\/(-?[\d.]+,-?[\d.]+)/.exec(url.pathname)?.[1] ?? null;
    const found =
      lonLat(geo, Number(zoom ?? DEFAULT_ZOOM)) ?? lonLat(point ?? null, Number(zoom ?? DEFAULT_ZOOM));
    return found ? { place: found, name: null } : null;
  },
  openstreetmap(url) {
    const params = url.searchParams;
    const zoom = Number(params.get('zoom') ?? DEFAULT_ZOOM);
    const marker =
      params.get('marker') ?? (params.get('mlat') && `${params.get('mlat')},${params.get('mlon')}`);
    const pair = marker ? parseCoordinates(marker) : null;
    const hash = /map=(\d+)\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url.hash);
    const hashZoom = hash ? Number(hash[1]) : zoom;
    if (pair) return wrap(place(pair.latitude, pair.longitude, hashZoom));
    if (hash) return wrap(place(Number(hash[2]), Number(hash[3]), hashZoom));
    // The embed's frame without a marker: the middle of the box it shows.
    const box = (params.get('bbox') ?? '').split(',').map(Number);
    if (box.length === 4) {
      const [west, south, east, north] = box as [number, number, number, number];
      return wrap(place((south + north) / 2, (west + east) / 2, zoom));
    }
    return null;
  },
};

function wrap(found: MapPlace | null) {
  return found ? { place: found, name: null } : null;
}

/** A place's name as a link spells it ('Atyrau,+Kazakhstan'), readable and short. */
function readableName(text: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  name = name.replace(/\s+/g, ' ').trim();
  return name && !parseCoordinates(name) ? name.slice(0, 200) : null;
}

/** The map level that shows `metres` of height in a frame about 450 pixels high. */
function zoomForHeight(metres: number, latitude: number): number {
  const metresPerPixelAtZoom0 = 156_543.03 * Math.cos((latitude * Math.PI) / 180);
  return Math.log2((metresPerPixelAtZoom0 * 450) / metres);
}

/** The map frame shown on the contacts page (Yandex's widget: the company's home market). */
export function mapEmbedUrl({ latitude, longitude, zoom }: MapPlace): string {
  const ll = `${longitude}%2C${latitude}`;
  return `https://yandex.kz/map-widget/v1/?ll=${ll}&z=${zoom}&pt=${ll}`;
}

/**
 * The "how to find us" link: the link staff pasted, when they pasted one; else the service the
 * embed code came from (or Yandex, for bare coordinates), opened at the place.
 */
export function mapLinkUrl(input: string, { latitude, longitude, zoom }: MapPlace): string {
  const value = input.trim();
  const url = parseUrl(value);
  if (url && url.protocol === 'https:') return url.href;
  const reading = parseMap(value);
  const source = 'source' in reading ? reading.source : 'coordinates';
  if (source === 'google')
    return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
  if (source === 'openstreetmap')
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
  if (source === '2gis') return `https://2gis.kz/?m=${longitude}%2C${latitude}%2F${zoom}`;
  return `https://yandex.kz/maps/?ll=${longitude}%2C${latitude}&z=${zoom}&pt=${longitude}%2C${latitude}`;
}

/** An address staff typed is safe to link to: https, or tel:/mailto: where `allow` says so. */
export function isSafeLink(value: string, allow: readonly ('tel:' | 'mailto:')[] = []): boolean {
  const url = parseUrl(value.trim());
  if (!url) return false;
  return url.protocol === 'https:' || (allow as readonly string[]).includes(url.protocol);
}

import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { imageUrl } from './imageUrl.ts';

/**
 * A record's image in a list row, described by its Russian alt text (`<source>Alt`) where it has
 * one; hidden when it fails to load (spec 3).
 */
export function Thumbnail({ source }: { source: string }) {
  const record = useRecordContext();
  const address = record?.[source] as string | null | undefined;
  const alt = (record?.[`${source}Alt`] as { ru?: string } | undefined)?.ru ?? '';
  const [broken, setBroken] = useState(false);
  if (!address || broken) return null;
  return (
    <img
      src={imageUrl(address)}
      alt={alt}
      width={64}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      onError={() => setBroken(true)}
    />
  );
}

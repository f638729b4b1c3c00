import { useState } from 'react';
import { useFieldValue, useRecordContext } from 'react-admin';
import { imageUrl } from './imageUrl.ts';

/**
 * A record's image in a list row, described by its Russian alt text (`<source>Alt`) where it has
 * one, shown whole; hidden when it fails to load.
 */
export function Thumbnail({ source, size = 64 }: { source: string; size?: number }) {
  const record = useRecordContext();
  // `shareImage.ru`: one language's picture.
  const address = useFieldValue({ source }) as string | null | undefined;
  const alt = (record?.[`${source}Alt`] as { ru?: string } | undefined)?.ru ?? '';
  const [broken, setBroken] = useState(false);
  if (!address || broken) return null;
  return (
    <img
      src={imageUrl(address)}
      alt={alt}
      width={size}
      height={(size * 3) / 4}
      // Whole, never cropped: a partner's logo must show all of its mark.
      style={{ objectFit: 'contain', borderRadius: 4 }}
      onError={() => setBroken(true)}
    />
  );
}

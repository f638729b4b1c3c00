import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { imageUrl } from './imageUrl.ts';

/** A record's image in a list row; hidden when it fails to load (spec 3). */
export function Thumbnail({ source }: { source: string }) {
  const record = useRecordContext();
  const address = record?.[source] as string | null | undefined;
  const [broken, setBroken] = useState(false);
  if (!address || broken) return null;
  return (
    <img
      src={imageUrl(address)}
      alt=""
      width={64}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      onError={() => setBroken(true)}
    />
  );
}

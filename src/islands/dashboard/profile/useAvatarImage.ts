import { useEffect, useState } from 'react';
import { loadFile } from '../../../lib/uploads/download';

/**
 * The photo behind `avatarUrl` as an object URL. Files are served only with the bearer token (GET /files/<id>),
 * so an <img src> cannot load them directly. Null while loading, without a photo, or when it cannot be fetched.
 */
export function useAvatarImage(avatarUrl: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!avatarUrl) {
      setSrc(null);
      return;
    }
    let url: string | null = null;
    let active = true;
    loadFile(avatarUrl)
      .then((blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch((err: unknown) => console.warn('Profile photo could not be loaded:', err instanceof Error ? err.message : err));
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [avatarUrl]);
  return src;
}

import { atom, onMount } from 'nanostores';
import { loadFile } from '@/lib/uploads/download';
import { $session } from './session';

/**
 * The signed-in user's photo as an object URL, for the navbar and the profile alike. Files are served only with
 * the bearer token (GET /files/<id>), so an <img src> cannot load them directly. Follows `$session.user.avatarUrl`:
 * a new photo (updateSessionUser({ avatarUrl })) shows everywhere at once, without a reload. Null without a photo,
 * while the first one loads, or when it cannot be fetched.
 */
export const $avatarImage = atom<string | null>(null);

let wanted: string | null = null;

function show(src: string | null) {
  const previous = $avatarImage.get();
  $avatarImage.set(src);
  if (previous) URL.revokeObjectURL(previous);
}

function follow(avatarUrl: string | null) {
  if (avatarUrl === wanted) return;
  wanted = avatarUrl;
  if (!avatarUrl) return show(null);
  // The old photo stays on screen until the new one has arrived.
  loadFile(avatarUrl)
    .then((blob) => {
      if (wanted === avatarUrl) show(URL.createObjectURL(blob));
    })
    .catch((err: unknown) =>
      console.warn('Profile photo could not be loaded:', err instanceof Error ? err.message : err),
    );
}

onMount($avatarImage, () => {
  const stop = $session.subscribe(({ user }) => follow(user?.avatarUrl ?? null));
  return () => {
    stop();
    wanted = null;
    show(null);
  };
});

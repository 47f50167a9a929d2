/** The disk (ENOSPC) or the user's quota (EDQUOT) is full, however deep the error is wrapped (a stream's cause). */
export function isStorageFull(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth += 1) {
    const { code } = e as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Per user and instance, in memory on purpose: a slot lives exactly as long as its request, and a crash frees it.
 * Behind several instances the limit holds per instance.
 */
export function uploadSlots(maxPerUser: number) {
  const active = new Map<string, number>();
  return {
    /** A release function, or null when the user already has `maxPerUser` uploads running. */
    take(userId: string): (() => void) | null {
      const running = active.get(userId) ?? 0;
      if (running >= maxPerUser) return null;
      active.set(userId, running + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (active.get(userId) ?? 1) - 1;
        if (left > 0) active.set(userId, left);
        else active.delete(userId);
      };
    },
  };
}

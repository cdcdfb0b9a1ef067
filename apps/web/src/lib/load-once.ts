/**
 * A chunk loaded on first use (docs/performance.md): `load()` starts the import once and
 * shares it; `loaded()` is the module once it has arrived (so a component that mounts later
 * renders it at once). A failed import (offline, a new deploy) is forgotten, so the next
 * intent tries again.
 */
export function loadOnce<T>(importer: () => Promise<T>): {
  load: () => Promise<T>;
  loaded: () => T | undefined;
} {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

import type { Core } from '@strapi/strapi';

/**
 * One instance of a module's work per Strapi: the engine's modules are plain functions of Strapi,
 * imported where they are used (so an editor, a reader and `tsc` follow a call), built once per
 * process (the outbox keeps its sending state between calls).
 */
export function perStrapi<T>(build: (strapi: Core.Strapi) => T): (strapi: Core.Strapi) => T {
  const built = new WeakMap<Core.Strapi, T>();
  return (strapi) => {
    let instance = built.get(strapi);
    if (instance === undefined) {
      instance = build(strapi);
      built.set(strapi, instance);
    }
    return instance;
  };
}

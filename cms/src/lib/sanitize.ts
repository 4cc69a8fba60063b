import type { Core, UID } from '@strapi/strapi';

/** What the caller may read of `data` (Strapi's output sanitizer: private fields, relations its role cannot read), as core controllers answer. */
export function readableBy(strapi: Core.Strapi, uid: UID.ContentType, ctx: any, data: unknown) {
  return strapi.contentAPI.sanitize.output(data as never, strapi.getModel(uid), { auth: ctx.state.auth });
}

import { acceptMediaFiles, type IncomingFile } from '../../lib/media-types';

/**
 * The media library takes images and PDF documents only, told by their bytes (src/lib/media-types.ts).
 * Checked where every file is stored (the upload service's upload and replace: the panel, the REST
 * API, an import from an address, the bootstrap), and first on the routes that receive files, so the
 * editor reads our French message before the plugin's own check (config/plugins.ts) answers in English.
 */

type Middleware = (
  ctx: { request: { files?: { files?: IncomingFile | IncomingFile[] } } },
  next: () => Promise<unknown>,
) => Promise<unknown>;

interface Route {
  handler: string;
  config?: { middlewares?: (string | Middleware)[] };
}

interface UploadService {
  upload(input: { files: IncomingFile | IncomingFile[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { file: IncomingFile }, options?: unknown): Promise<unknown>;
}

interface UploadPlugin {
  routes: Record<string, { routes: Route[] }>;
  services: Record<string, (deps: unknown) => unknown>;
}

/** The routes that receive files: the panel's upload (and replace), its one-file upload, the REST upload. */
const RECEIVING_FILES = new Set([
  'admin-upload.upload',
  'admin-upload.uploadFile',
  'admin-upload.replaceFile',
  'content-api.upload',
]);

const checkReceivedFiles: Middleware = async (ctx, next) => {
  await acceptMediaFiles(ctx.request.files?.files);
  return next();
};

export default (plugin: UploadPlugin) => {
  for (const { routes } of Object.values(plugin.routes)) {
    for (const route of routes) {
      if (!RECEIVING_FILES.has(route.handler)) continue;
      route.config = { ...route.config, middlewares: [checkReceivedFiles, ...(route.config?.middlewares ?? [])] };
    }
  }

  const createUploadService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = createUploadService(deps) as UploadService;
    return {
      ...service,
      async upload(input: { files: IncomingFile | IncomingFile[] }, options?: unknown) {
        await acceptMediaFiles(input.files);
        return service.upload(input, options);
      },
      async replace(id: unknown, input: { file: IncomingFile }, options?: unknown) {
        await acceptMediaFiles(input.file);
        return service.replace(id, input, options);
      },
    };
  };
  return plugin;
};

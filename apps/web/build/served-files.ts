// Files from node_modules that the app serves itself under a prefix, so what needs them works offline and from this
// origin: served as they are by the dev server, copied into the build as they are. pdfjs-cmaps.ts and ocr-assets.ts
// say which files and why.
import fs from 'node:fs';
import type { Plugin } from 'vite';

const typeOf = (name: string) => (name.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');

/** A plugin serving `files` (served name → path) at `/${folder}/`; `files` is read when first needed. */
export function servedFiles(name: string, folder: string, files: () => Record<string, string>): Plugin {
  const prefix = `/${folder}/`;
  let table: Record<string, string> | null = null;
  const served = () => (table ??= files());
  return {
    name,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(prefix)
          ? served()[decodeURIComponent(req.url.slice(prefix.length).split('?')[0]!)]
          : undefined;
        if (!file) return next();
        res.setHeader('content-type', typeOf(file));
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const [servedName, file] of Object.entries(served())) {
        this.emitFile({ type: 'asset', fileName: `${folder}/${servedName}`, source: fs.readFileSync(file) });
      }
    },
  };
}

# The whole product on one port: the mock API, the mobile QR pages and the built SPA.
# Three stages: `web` builds the SPA (all dependencies), `deps` installs the server's production dependencies only
# and prunes what it never loads, the runtime image copies the two results and the server's sources.
# Expected size: about 360 MB uncompressed, 130 MB of it ours (docs/configuration.md "Docker" explains the figures).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY fixtures/package.json fixtures/
COPY mock-server/package.json mock-server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build -w @cv/web

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Build tools only for a platform better-sqlite3 ships no prebuilt binary for (linux x64/arm64 have one).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY fixtures/package.json fixtures/
COPY mock-server/package.json mock-server/
COPY apps/web/package.json apps/web/
# The server's workspace only (the SPA's runtime packages, react and antd, are in the built files already), then
# what the server never loads: seven of the nine Noto Sans SC weights (the PDF engine uses 400 and 700,
# mock-server/src/pdf/fonts.ts; ~77 MB), the Latin families' styles but regular, bold and italic (~10 MB),
# better-sqlite3's SQLite sources and its binaries for other platforms.
RUN npm ci --omit=dev --workspace @cv/mock-server --no-audit --no-fund \
  && find node_modules/@expo-google-fonts/noto-sans-sc -mindepth 1 -maxdepth 1 -type d \
       ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
  && find node_modules/@expo-google-fonts/source-serif-4 node_modules/@expo-google-fonts/source-sans-3 \
       -mindepth 1 -maxdepth 1 -type d ! -name 400Regular ! -name 700Bold ! -name 400Regular_Italic -exec rm -rf {} + \
  && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
  && find node_modules/better-sqlite3/prebuilds -name '*.node' ! -name "linux-$(node -p process.arch).node" -delete \
  && npm cache clean --force

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data LOG_FORMAT=json SKIP_WEB_BUILD=1
# Every node_modules the install made (the root one and those nested in workspaces, e.g. mock-server/node_modules).
COPY --from=deps /app ./
COPY packages/contract packages/contract
COPY fixtures fixtures
COPY mock-server/package.json mock-server/
COPY mock-server/src mock-server/src
COPY mock-server/scripts/build-server.mjs mock-server/scripts/
COPY scripts/start.mjs scripts/node-version.mjs scripts/
# The server as one plain-JavaScript file (esbuild comes with tsx): it starts without a TypeScript loader.
RUN node mock-server/scripts/build-server.mjs
COPY --from=web /app/apps/web/dist apps/web/dist
# The node image's unprivileged user (uid 1000) owns only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The one healthcheck (compose uses this one): /healthz answers {"code":0,"data":{"ok":true}} once the database is open.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/start.mjs"]

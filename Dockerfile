# syntax=docker/dockerfile:1
# Four images from one file (docs/deploying.md):
#   docker build --target provider .   the provider API and the editor app at /admin
#   docker build --target builder .    builds the site on the provider's webhook
#   docker build --target site .       serves the builder's releases
#   docker build --target backup .     npm run backup, with PostgreSQL's own pg_dump
# Install scripts stay off (--ignore-scripts), as package.json's allowScripts says for all but the
# node dev dependency: the image's own Node.js stands in for it (without its install script npm
# links no node_modules/.bin/node).
# Node.js 24, a long-term support line supported until April 2028 (20's support ended in April
# 2026), the line of package.json's node dev dependency; the code also runs on 22 (engines).
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, dev included: the builds need esbuild, tsx, Vite and Gatsby.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/markdown/package.json packages/markdown/
COPY packages/uploads-store/package.json packages/uploads-store/
COPY server/package.json server/
COPY admin/package.json admin/
RUN npm ci --ignore-scripts --no-audit --no-fund

# The sources, and the builds the provider and the site image take.
FROM deps AS build
COPY . .
RUN npm run build:server && npm run build:admin && npm run build:site-server

# The provider: its bundle and the server workspace's runtime dependencies only.
FROM ${NODE_IMAGE} AS provider
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/markdown/package.json packages/markdown/
COPY packages/uploads-store/package.json packages/uploads-store/
COPY server/package.json server/
COPY admin/package.json admin/
RUN npm ci --omit=dev --workspace server --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/admin/dist admin/dist
COPY content content
# The committed uploads seed an empty uploads volume mounted here.
COPY --chown=node:node static/uploads static/uploads
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "server/dist/main.js"]

# The builder: Gatsby compiles the site's sources, so it keeps the build stage whole.
FROM build AS builder
RUN mkdir -p /releases .cache public node_modules/.cache \
  && chown node:node /releases .cache public node_modules/.cache static/uploads
ENV NODE_ENV=production GATSBY_TELEMETRY_DISABLED=1 BUILDER_HOST=0.0.0.0 BUILDER_PORT=9100 \
  RELEASES_DIR=/releases
USER node
EXPOSE 9100
# Healthy while the webhook answers (its public status: ok, failed or building).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.BUILDER_PORT + '/__rebuild/status').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "run", "builder"]

# The static site: one bundled file serving the live release (RELEASES_DIR/current).
FROM ${NODE_IMAGE} AS site
WORKDIR /app
COPY --from=build /app/site-server/dist site-server/dist
ENV NODE_ENV=production SITE_HOST=0.0.0.0 SITE_PORT=9000 SITE_DIR=/releases/current
USER node
EXPOSE 9000
# Healthy once a release is live (the site answers 503 until the first build).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20m \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.SITE_PORT + '/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "site-server/dist/main.js"]

# The backup: `npm run backup` (compose.yaml's backup service). pg_dump must be at least as new
# as the server, so PostgreSQL's own image brings it (and tar); Node.js, npm and the sources with
# their dependencies (tsx runs the script) come from the build stage. Runs as uid 1000, as the
# other images' node user, so the same secret files and uploads volume serve it.
FROM postgres:16-bookworm AS backup
COPY --from=build /usr/local/bin/node /usr/local/bin/node
COPY --from=build /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/npm
RUN ln -s /usr/local/lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node \
  && mkdir /backups && chown node:node /backups
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production
USER node
ENTRYPOINT []
CMD ["npm", "run", "backup", "--", "--out", "/backups"]

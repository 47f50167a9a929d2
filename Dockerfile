# The API (and, optionally, the pre-rendered site) as one container: `docker build -t portal . && docker run -p 4321:4321
# -e DATABASE_URL=... -e JWT_SECRET=... portal`. Several of these behind a load balancer share one PostgreSQL and one
# S3 bucket (README "Deploying on several machines"); the static `dist/` can go to a CDN instead.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` needs every platform's optional packages in the lockfile; install honours the lock just the same.
RUN npm install --no-audit --no-fund
COPY . .
ARG PUBLIC_API_URL=/api
ARG PUBLIC_SITE_URL=http://localhost:4321
RUN PUBLIC_API_URL=$PUBLIC_API_URL PUBLIC_SITE_URL=$PUBLIC_SITE_URL npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/data DIST_DIR=/app/dist \
    MIGRATIONS_DIR=/app/src/server/db/migrations \
    NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=1024"
# NODE_OPTIONS: scripts/server-node-options.mjs (decisions 090, 094; tests/unit/server-node-options.test.ts keeps them equal).
COPY package.json package-lock.json ./
# Only what the bundle leaves external (native argon2, PGlite's WASM, nodemailer) plus the other runtime packages.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/dist ./dist
# Read at run time: migrations, the package catalog (Markdown), server-side message texts.
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
COPY --from=build /app/src/content ./src/content
COPY --from=build /app/locales ./locales
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4321
CMD ["node", "--enable-source-maps", "dist-server/main.mjs"]

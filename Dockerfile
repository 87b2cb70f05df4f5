# syntax=docker/dockerfile:1
# Production image: Next's standalone server (only the production files it traces), run as the
# unprivileged `node` user. Build: `docker build -t bprs-website .`; docker-compose.yml runs it.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file lists Linux builds of platform packages only (.ci/run).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# pg_dump / pg_restore for `node scripts/backup.mjs` and `restore.mjs` (the compose `backup`
# service); tar, which they also use, is part of the base image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# HOSTNAME: Docker sets it to the container id; the server must listen on every interface.
# KEEP_ALIVE_TIMEOUT outlasts nginx's 60 s upstream keep-alive (see scripts/start.mjs).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 KEEP_ALIVE_TIMEOUT=65000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts/serve.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/admin.mjs ./scripts/
COPY --from=build --chown=node:node /app/scripts/backup ./scripts/backup
COPY --from=build --chown=node:node /app/scripts/admin ./scripts/admin
RUN mkdir -p data media backups && chown node:node data media backups .
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]

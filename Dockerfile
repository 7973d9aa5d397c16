# Production image: builds the backend and the SPA on Node.js 24 LTS, then runs them as one Node
# process. The engines field of package.json says which Node lines work (^22.15.0 || >=24.11.0).
FROM node:24-bookworm-slim AS build
# argon2 compiles from source when its prebuilt binary does not load; node-gyp then takes this
# image's own Node headers (under /usr/local) instead of downloading them.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server needs only the production dependencies; dropping the rest here keeps them out of
# the runtime image.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# pg_dump and pg_restore for `npm run backup`/`restore` and the nightly backup: they must be of the
# database server's major version (docker-compose.yml runs postgres:16), which Debian 12 does not
# package; PostgreSQL's own apt repository does (postgresql-common's script adds it and its key).
ARG PG_MAJOR=16
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
EXPOSE 4000
USER node
CMD ["node", "backend/dist/main.js"]

# syntax=docker/dockerfile:1
# The site as a standalone Next.js server sharing its cache through Redis (README "Deployment").
# Not built or run on the development machine (no Docker there): kept minimal on purpose.
#
#   docker build --build-arg CMS_GRAPHQL_URL=https://cms.example.org/graphql/ \
#     --build-arg SITE_URL=https://popmontreal.example --build-arg BUILD_ID=$(git rev-parse --short HEAD) -t festival-site .
#   docker run -e REDIS_URL=redis://redis:6379 -e REVALIDATE_SECRET=… -e CMS_GRAPHQL_URL=… -e SITE_URL=… -p 3000:3000 festival-site
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock file omits other platforms' optional binaries (see .ci/run).
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Pages are pre-rendered from the content server: it must answer during the build.
ARG CMS_GRAPHQL_URL
ARG CMS_MEDIA_ORIGIN
ARG IMAGE_CDN_ORIGIN
ARG SITE_URL
ARG BUILD_ID
ARG DEPLOYMENT_ID
ARG GTM_ID=
# NEXT_OUTPUT=standalone: a self-contained server. REDIS_URL here only compiles the Redis cache
# handler in; the real URL is given at run time.
ENV NEXT_OUTPUT=standalone REDIS_URL=redis://set-at-run-time:6379 NEXT_TELEMETRY_DISABLED=1 \
    CMS_GRAPHQL_URL=${CMS_GRAPHQL_URL} CMS_MEDIA_ORIGIN=${CMS_MEDIA_ORIGIN} IMAGE_CDN_ORIGIN=${IMAGE_CDN_ORIGIN} \
    SITE_URL=${SITE_URL} BUILD_ID=${BUILD_ID} DEPLOYMENT_ID=${DEPLOYMENT_ID} GTM_ID=${GTM_ID}
# postbuild copies public/ and .next/static into .next/standalone.
RUN npm run build

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Healthy on 200, "degraded" while Redis is away included (the instance serves from its memory);
# unhealthy on 503, a Next.js internal missing: the answer, naming it, is the check's output
# (`docker inspect --format '{{json .State.Health}}'`).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then(async (r) => { if (!r.ok) console.log(r.status, await r.text()); process.exit(r.ok ? 0 : 1); }, (e) => { console.log(e.message); process.exit(1); })"]
# Next.js behind the request gate (server/start.mjs, copied into the standalone folder by postbuild).
CMD ["node", "server/start.mjs"]

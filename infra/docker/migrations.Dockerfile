# The migrations image: runs packages/db's pending migrations against DATABASE_URL and exits (0 when the database is
# up to date). Kubernetes runs it as a Job (or an init step) before a release's services start.
#   npm run build:services migrations
#   docker build -f infra/docker/migrations.Dockerfile -t undangin/migrations .
# `docker run … undangin/migrations seed` also seeds the content (SEED_DEMO=1 adds the demo accounts); `--wait` waits
# (read only, any service's login) until the database carries every migration of this image: the services' init step.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY build/services/migrations/package.json build/services/migrations/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY build/services/migrations/ ./
USER 1000:1000
# A one-shot job: no port, so the health of the run is its exit code.
HEALTHCHECK NONE
ENTRYPOINT ["node", "--enable-source-maps", "migrate.js"]
CMD ["migrate"]

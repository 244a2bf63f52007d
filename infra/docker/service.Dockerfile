# One image per service, holding only that service compiled to JavaScript and its production npm packages.
#   npm run build:services                      (writes build/services/<service>/: server.js, package.json, lock, assets)
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=marketing -t undangin/marketing .
# `npm run build:images` does both for every service. No tsx, no TypeScript sources, no other service's code.
# Production env: DATABASE_URL (or <SERVICE>_DATABASE_URL), and per service what README.md's configuration lists
# (AUTH_SIGNING_KEY for auth; SHELL_INDEX_URL / INVITATION_MANIFEST_URL or their _FILE forms for invitation; S3_* for uploads).
FROM node:24-bookworm-slim AS deps
ARG SERVICE
WORKDIR /app
COPY build/services/${SERVICE}/package.json build/services/${SERVICE}/package-lock.json ./
# Exactly the packages the bundle requires, at the repo lock's versions; native ones (@node-rs/argon2, sharp) come as
# prebuilt binaries for linux-x64/arm64 glibc through their optional dependencies.
RUN test -n "${SERVICE}" && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE_PORT=8080 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY build/services/${SERVICE}/ ./
# The node user (uid 1000) owns nothing here but may write .data (a local signing key or uploads when no env says otherwise).
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env[process.env.SERVICE.toUpperCase()+'_PORT']||process.env.SERVICE_PORT)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "server.js"]

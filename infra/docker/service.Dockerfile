# One image per service: docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=marketing -t undangin/marketing .
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY services ./services
COPY shell/package.json shell/
COPY mf-marketing/package.json mf-marketing/
COPY mf-invitation/package.json mf-invitation/
COPY mf-dashboard/package.json mf-dashboard/
COPY mf-admin/package.json mf-admin/
COPY infra/local/package.json infra/local/
COPY tests/e2e/package.json tests/e2e/
ARG SERVICE
RUN npm ci --omit=dev --no-audit --no-fund -w services/${SERVICE} -w packages/db -w packages/contracts -w packages/service-kit --include-workspace-root=false \
 && npm install --no-save tsx@4.23.15

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE_PORT=8080 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=deps /app ./
USER node
EXPOSE 8080
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/server.ts"]

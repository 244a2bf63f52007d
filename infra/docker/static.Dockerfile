# One static image per front end: docker build -f infra/docker/static.Dockerfile --build-arg APP=mf-invitation .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
ARG APP
RUN npm ci --no-audit --no-fund && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# Compressed once at build time at the best level, served as is (gzip_static): phones on mobile data get the smallest files.
RUN find /usr/share/nginx/html -type f \( -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' -o -name '*.html' -o -name '*.txt' \) -exec gzip -9 -k {} \;
COPY infra/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/docker/asset-headers.inc /etc/nginx/snippets/asset-headers.inc
# The shell's server forwards /{slug} to the invitation service (INVITATION_SERVICE_URL, e.g. http://invitation).
# Its pages' security headers are a template too: ASSET_ORIGINS and PAYMENT_ORIGINS (each origin after a space) join the page policy.
COPY infra/docker/shell.nginx.conf.template infra/docker/page-headers.inc.template /tmp/
ENV INVITATION_SERVICE_URL=http://invitation ASSET_ORIGINS="" PAYMENT_ORIGINS=""
RUN if [ "$APP" = "shell" ]; then mkdir -p /etc/nginx/templates && mv /tmp/shell.nginx.conf.template /etc/nginx/templates/default.conf.template && mv /tmp/page-headers.inc.template /etc/nginx/templates/page-headers.inc.template && rm /etc/nginx/conf.d/default.conf; else rm /tmp/shell.nginx.conf.template /tmp/page-headers.inc.template; fi

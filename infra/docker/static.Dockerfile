# The static origin as an nginx image: serves a published static folder, nothing else from the repo.
#   (publish the front ends into build/static/ first; see below)
#   docker build -f infra/docker/static.Dockerfile -t undangin/static .                         (ROLE=assets)
#   docker build -f infra/docker/static.Dockerfile --build-arg ROLE=shell -t undangin/shell .
#
# Input: STATIC_DIR (build/static by default), the static origin's layout (packages/contracts/src/remotes-map.ts):
#   index.html                     the live shell's page
#   remotes.json                   which version of each remote is live
#   shell/<version>/…              the shell's build, hashed assets
#   remotes/<name>/<version>/…     each remote's build: mf-manifest.json, routes.json, hashed assets
# The folder is produced by the front ends' publish script (DATA_DIR/static, or a given dir); this image only copies it.
#
# ROLE=assets (default): static.nginx.conf, the origin behind a CDN: hashed files immutable for a year, remotes.json,
#   manifests and routes.json no-cache, CORS open, the asset security headers (asset-headers.inc).
# ROLE=shell: shell.nginx.conf.template, the pages' server: the shell's routes answer index.html with the page security
#   headers (page-headers.inc.template: ASSET_ORIGINS, PAYMENT_ORIGINS), /{slug} goes to INVITATION_SERVICE_URL.
FROM nginx:1.27-alpine
ARG STATIC_DIR=build/static
ARG ROLE=assets
COPY ${STATIC_DIR}/ /usr/share/nginx/html/
# Compressed once at build time at the best level, served as is (gzip_static): phones on mobile data get the smallest files.
RUN test -f /usr/share/nginx/html/index.html -o "$ROLE" = assets \
 && find /usr/share/nginx/html -type f \( -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' -o -name '*.html' -o -name '*.txt' \) -exec gzip -9 -k {} \;
COPY infra/docker/static.nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/docker/asset-headers.inc /etc/nginx/snippets/asset-headers.inc
COPY infra/docker/shell.nginx.conf.template infra/docker/page-headers.inc.template /tmp/
ENV INVITATION_SERVICE_URL=http://invitation ASSET_ORIGINS="" PAYMENT_ORIGINS=""
RUN if [ "$ROLE" = "shell" ]; then mkdir -p /etc/nginx/templates && mv /tmp/shell.nginx.conf.template /etc/nginx/templates/default.conf.template && mv /tmp/page-headers.inc.template /etc/nginx/templates/page-headers.inc.template && rm /etc/nginx/conf.d/default.conf; \
    elif [ "$ROLE" = "assets" ]; then rm /tmp/shell.nginx.conf.template /tmp/page-headers.inc.template; \
    else echo "ROLE must be assets or shell, not $ROLE" >&2; exit 1; fi
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/remotes.json || exit 1

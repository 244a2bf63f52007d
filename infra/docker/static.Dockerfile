# The static origin as an nginx image: serves a published static folder, nothing else from the repo.
#   docker build -f infra/docker/static.Dockerfile -t undangin/static .                        (ROLE=origin)
#   docker build -f infra/docker/static.Dockerfile --build-arg ROLE=assets -t undangin/static-assets .
#
# Input: STATIC_DIR (build/static by default; .dockerignore admits only build/services/ and build/static/), a folder in
# the static origin's layout (packages/contracts/src/shared/remotes-map.ts), written by the front ends' publish script
# (infra/publish, `--to build/static`):
#   index.html                     the live shell's page
#   remotes.json                   which version of each remote is live (in Kubernetes a ConfigMap mounted over it)
#   shell/<version>/…              the shell's build, hashed assets
#   remotes/<name>/<version>/…     each remote's build: mf-manifest.json, routes.json, hashed assets
#
# ROLE=origin (default): shell.nginx.conf.template, the whole origin behind the Ingress: the pages (index.html for the
#   shell's routes, /{slug} from the invitation service at INVITATION_SERVICE_HOST, host:port, with index.html as its
#   fallback) with the page security headers (page-headers.inc.template: ASSET_ORIGINS, PAYMENT_ORIGINS), and the files
#   with the asset ones, hashed files immutable.
# ROLE=assets: static.nginx.conf, files only (an origin for a CDN): no pages, no proxy.
# Runs as uid 1000 and writes only /tmp (the rendered configuration), /var/cache/nginx and /var/run, so Kubernetes can
# run it with readOnlyRootFilesystem and those three as emptyDirs.
FROM nginx:1.27-alpine
ARG STATIC_DIR=build/static
ARG ROLE=origin
COPY ${STATIC_DIR}/ /usr/share/nginx/html/
# Compressed once at build time at the best level, served as is (gzip_static): phones on mobile data get the smallest files.
# Not remotes.json: Kubernetes mounts the live map over it, and a stale .gz beside it would win.
RUN test -f /usr/share/nginx/html/index.html \
 && find /usr/share/nginx/html -type f \( -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' -o -name '*.html' -o -name '*.txt' \) ! -name remotes.json -exec gzip -9 -k {} \;
COPY infra/docker/asset-headers.inc /etc/nginx/snippets/asset-headers.inc
COPY infra/docker/shell.nginx.conf.template infra/docker/page-headers.inc.template infra/docker/static.nginx.conf /tmp/build/
# The official image renders /etc/nginx/templates/*.template with the environment at start; here into /tmp, which
# /etc/nginx/conf.d points to (the page server includes /etc/nginx/conf.d/page-headers.inc).
ENV INVITATION_SERVICE_HOST=invitation:80 ASSET_ORIGINS="" PAYMENT_ORIGINS="" NGINX_ENVSUBST_OUTPUT_DIR=/tmp/nginx-conf.d
RUN set -e; mkdir -p /etc/nginx/templates; \
    if [ "$ROLE" = origin ]; then mv /tmp/build/shell.nginx.conf.template /etc/nginx/templates/default.conf.template; mv /tmp/build/page-headers.inc.template /etc/nginx/templates/page-headers.inc.template; \
    elif [ "$ROLE" = assets ]; then mv /tmp/build/static.nginx.conf /etc/nginx/templates/default.conf.template; \
    else echo "ROLE must be origin or assets, not $ROLE" >&2; exit 1; fi; \
    rm -rf /tmp/build /etc/nginx/conf.d; ln -s /tmp/nginx-conf.d /etc/nginx/conf.d; \
    printf '#!/bin/sh\nmkdir -p "$NGINX_ENVSUBST_OUTPUT_DIR"\n' > /docker-entrypoint.d/15-undangin-conf-dir.sh; chmod 755 /docker-entrypoint.d/15-undangin-conf-dir.sh; \
    sed -i '/^user /d' /etc/nginx/nginx.conf; \
    chown -R 1000:1000 /var/cache/nginx /var/run
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/index.html || exit 1

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

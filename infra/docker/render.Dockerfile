# The render worker's image (services/render): the service image's layout (its bundle and production npm packages,
# uid 1000, the same HEALTHCHECK) on the same Debian base, plus what it runs beside Node:
#   chromium            Debian's Chromium, driven through playwright-core (RENDER_CHROMIUM): the PDFs, the video's frames
#   ffmpeg              the video (FFMPEG_PATH; ffprobe comes with it)
#   fonts-dejavu-core   the fallback for any text the invitation's own fonts (inlined from its assets) do not cover
#   fonts-noto-core     Noto for the scripts DejaVu lacks: Arabic (the verses many invitations quote), Javanese,
#                       Sundanese, Balinese, Buginese… 43 MB installed, next to Chromium's ~290 MB: worth it (no tofu)
#   npm run build:services render
#   docker build -f infra/docker/render.Dockerfile -t undangin/render .
# `npm run build:images` does both. Chromium runs with --no-sandbox and --disable-dev-shm-usage: it needs no
# capability and no /dev/shm, only a writable /tmp (an emptyDir in Kubernetes, where the root filesystem is read-only).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY build/services/render/package.json build/services/render/package-lock.json ./
# playwright-core downloads no browser; the variable makes sure no install step ever does.
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
# The tools first: this layer changes only when Debian's packages do, not with every release of the worker.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium ffmpeg fonts-dejavu-core fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
# HOME and the XDG folders in /tmp: Chromium and fontconfig write their profile and caches there, and /tmp is the one
# writable place in the pod.
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE_PORT=8080 SERVICE=render \
  RENDER_CHROMIUM=/usr/bin/chromium FFMPEG_PATH=/usr/bin/ffmpeg \
  HOME=/tmp XDG_CONFIG_HOME=/tmp/.config XDG_CACHE_HOME=/tmp/.cache
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY build/services/render/ ./
# As in the service image: uid 1000 may write .data (exports on local disk when no S3_* is set, outside Kubernetes).
RUN mkdir -p /app/.data && chown 1000:1000 /app/.data
USER 1000:1000
# Probes and metrics only: the worker has no route at the edge.
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.RENDER_PORT||process.env.SERVICE_PORT)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "server.js"]

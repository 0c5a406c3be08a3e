# DevToolbox in a container: the site built with Node 20, served by nginx as a non-root user on port 8080 with the
# configuration the end-to-end tests run (deploy/nginx.conf). README "Self-hosting".
#
#   docker build -t devtoolbox .
#   docker run --rm -p 8080:8080 devtoolbox                          # http://localhost:8080/
#
# Under a folder of another site (behind a reverse proxy that strips it, as deploy/subfolder/ shows):
#   docker build -t devtoolbox --build-arg BASE_PATH=/tools/devtoolbox/ .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The folder the site is served under, `/` by default (README "Self-hosting").
ARG BASE_PATH=/
# The public origin for canonical URLs and the sitemap (README "Configuration").
ARG VITE_SITE_URL=
RUN BASE_PATH="$BASE_PATH" VITE_SITE_URL="$VITE_SITE_URL" npm run build:site

FROM nginxinc/nginx-unprivileged:stable-alpine
# The whole server: headers, caching, precompressed files, clean URLs, the 404 page. The same file for a subfolder
# build (the proxy in front strips the prefix). A build with other VITE_* settings (analytics, error reports,
# feedback) has another Content-Security-Policy: copy its own dist/.server-config/nginx.conf instead.
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
# Host settings without a rebuild: mount a config.json at /usr/share/nginx/html/config.json (docker-compose.yml).
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1

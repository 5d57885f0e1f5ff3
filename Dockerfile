# The site as one container: the built pages, the server and its production dependencies, run as the
# unprivileged `node` user. Bookings and the events sheet's last good copy live in /app/data (a volume).
#   docker build -t glow-and-go .
#   docker run -p 3000:3000 -v glow-data:/app/data glow-and-go
# The stage "owner" is the same site with the studio: the content as a clone in a second volume, git and the
# build inside, so an edit published from the owner's phone goes live on this server (compose.yaml runs it).
# compose.yaml adds a reverse proxy with automatic HTTPS; docs/deploy.md walks through both.

# 1. Build: every dependency, then the pages (dist/) and the server bundled for Node (dist-server/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. Production dependencies only: what the server imports at run time.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The owner's container: the site, the studio and what the build needs (its code, every dependency, git).
#    At start it clones CONTENT_REPO into /app/content (or starts from the content it was built with), builds
#    the site from there, and serves it with the studio on, behind the inbox's sign-in (scripts/owner-start.ts).
FROM node:24-bookworm-slim AS owner
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates openssh-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    CONTENT_ROOT=/app/content \
    CONTENT_SEED=/app/seed \
    OWNER_STUDIO=on
WORKDIR /app
RUN chown node:node /app
USER node
COPY --chown=node:node --from=build /app/node_modules ./node_modules
COPY --chown=node:node package.json package-lock.json tsconfig.json index.html vite.config.ts ./
COPY --chown=node:node src ./src
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node site.config.yaml ./seed/
COPY --chown=node:node pages ./seed/pages
COPY --chown=node:node public ./seed/public
RUN mkdir -p /app/data /app/content
VOLUME ["/app/data", "/app/content"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "scripts/owner-start.ts"]

# 4. What runs without the studio: no compiler, no dev tools, no source of the pages.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY package.json site.config.yaml ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.js"]

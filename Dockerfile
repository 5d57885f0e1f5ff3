# The site as one container: the built pages, the server and its production dependencies, run as the
# unprivileged `node` user. Bookings and the events sheet's last good copy live in /app/data (a volume).
#   docker build -t glow-and-go .
#   docker run -p 3000:3000 -v glow-data:/app/data glow-and-go
# compose.yaml adds a reverse proxy with automatic HTTPS; docs/deploy.md walks through both.

# 1. Build: every dependency, then the pages (dist/) and the server bundled for Node (dist-server/).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. Production dependencies only: what the server imports at run time.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: no compiler, no dev tools, no source of the pages.
FROM node:20-bookworm-slim AS runtime
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

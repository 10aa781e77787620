# syntax=docker/dockerfile:1
# Production image: one Node process serving the API, the portal and the back-office on port 3000.

# ---- build: compile every workspace, then drop dev dependencies ----
FROM node:20-bookworm-slim AS build
# argon2 and better-sqlite3 are native addons: compilers are needed when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV SCARF_ANALYTICS=false

# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY portal/package.json portal/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci

COPY . .
RUN npm run build && npm prune --omit=dev

# Gather only what runs; a shell step tolerates workspaces without their own node_modules.
RUN mkdir -p /out/backend /out/domain /out/portal /out/backoffice \
 && cp -a package.json node_modules /out/ \
 && cp -a backend/package.json backend/dist backend/seed-data /out/backend/ \
 && if [ -d backend/node_modules ]; then cp -a backend/node_modules /out/backend/; fi \
 && cp -a domain/package.json domain/dist /out/domain/ \
 && cp -a portal/package.json portal/dist /out/portal/ \
 && cp -a backoffice/package.json backoffice/dist /out/backoffice/

# ---- runtime: no compilers, no sources; code owned by root, run as node ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# Noto Sans CJK: the report PDFs print Chinese, Japanese and Korean names in it (docs/decisions/0280).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/ ./
# The default SQLite file (sqlite:data/aspire.sqlite) lives here when DATABASE_URL is unset.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
